// /participation/teams: the season's teams and the open slot for the next one.
import type {Metadata} from 'next'
import {TeamList} from '@/components/participation/team-list'
import {PageShell} from '@/components/ui/page-shell'
import {getTeams} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Teams',
  description: 'The teams of Oxygen Premier League Season 2, the housing societies they play for, and room for one more.',
  path: '/participation/teams',
})

export default async function TeamsPage() {
  const teams = await getTeams()
  const playing = teams.filter((team) => !team.isPlaceholder).length
  const hasOpenSlot = teams.some((team) => team.isPlaceholder)
  return (
    <PageShell
      eyebrow="Participation"
      title="Teams"
      lead={`${playing} teams chasing the Season 2 trophy${hasOpenSlot ? ', and a spot open for the next' : ''}.`}
    >
      <TeamList teams={teams} />
    </PageShell>
  )
}

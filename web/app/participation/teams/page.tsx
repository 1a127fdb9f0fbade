// /participation/teams: the season's teams, each leading to its news, players and fixtures where
// they exist, and the open slot for the next one.
import type {Metadata} from 'next'
import {teamLinks} from '@/components/participation/team-links'
import {TeamList} from '@/components/participation/team-list'
import {PageShell} from '@/components/ui/page-shell'
import {getLeagueSeason, getPlayers, getTeamNotes, getTeams} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Teams',
  description: 'The teams of Oxygen Premier League Season 2, the housing societies they play for, and room for one more.',
  path: '/participation/teams',
})

export default async function TeamsPage() {
  const [teams, notes, players, league] = await Promise.all([getTeams(), getTeamNotes(), getPlayers(), getLeagueSeason()])
  const links = teamLinks(teams, {notes, players, matches: league?.matches ?? []})
  const playing = teams.filter((team) => !team.isPlaceholder).length
  const hasOpenSlot = teams.some((team) => team.isPlaceholder)
  return (
    <PageShell
      eyebrow="Participation"
      title="Teams"
      lead={`${playing} teams chasing the Season 2 trophy${hasOpenSlot ? ', and a spot open for the next' : ''}.`}
    >
      <TeamList teams={teams} links={links} />
    </PageShell>
  )
}

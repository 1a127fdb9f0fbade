// /participation/societies: the housing societies taking part this season, each with its team.
import type {Metadata} from 'next'
import {SocietyList} from '@/components/participation/society-list'
import {PageShell} from '@/components/ui/page-shell'
import {getSocieties, getTeams} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Participating Societies',
  description: 'The housing societies of Sarjapur, Bangalore playing in the Oxygen Premier League this season.',
  path: '/participation/societies',
})

export default async function SocietiesPage() {
  const [societies, teams] = await Promise.all([getSocieties(), getTeams()])
  return (
    <PageShell
      eyebrow="Participation"
      title="Participating Societies"
      lead={`${societies.length} housing societies in and around Sarjapur, Bangalore.`}
    >
      <SocietyList societies={societies} teams={teams} />
    </PageShell>
  )
}

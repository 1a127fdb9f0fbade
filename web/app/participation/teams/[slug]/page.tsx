// /participation/teams/<slug>: one team's page, prerendered for every team in the CMS (the slug of its
// name, as its calendar feed's). An unknown slug never gets here: the proxy shows the site's 404
// (lib/content/addresses.ts); the notFound() below covers a team removed since the proxy last looked.
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {SportsTeamJsonLd} from '@/components/seo/structured-data'
import {teamPageData, teamPageSlugs} from '@/lib/league/team-data'
import {TeamPage} from '@/components/team/team-page'
import {PageShell} from '@/components/ui/page-shell'
import {getLeagueSeason, getPlayers, getPosts, getSiteSettings, getTeamNotes, getTeams} from '@/lib/content'
import {teamPath, prerenderedParams} from '@/lib/routes'
import {pageMetadata} from '@/lib/seo/metadata'

type Props = {params: Promise<{slug: string}>}

export async function generateStaticParams() {
  return prerenderedParams(teamPageSlugs(await getTeams()).map((slug) => ({slug})), {slug: 'none'})
}

async function load(slug: string) {
  const [teams, season, players, notes, posts] = await Promise.all([getTeams(), getLeagueSeason(), getPlayers(), getTeamNotes(), getPosts()])
  return teamPageData(slug, {teams, season, players, notes, posts})
}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const data = await load((await params).slug)
  if (!data) return {title: 'Team not found', robots: {index: false}}
  const society = data.team.society?.name
  return pageMetadata({
    title: data.team.name,
    description: `${data.team.name}${society ? ` of ${society}` : ''} in the Oxygen Premier League: squad, fixtures, results and news.`,
    path: teamPath(data.team.name),
  })
}

export default async function TeamDetailPage({params}: Props) {
  const [data, settings] = await Promise.all([load((await params).slug), getSiteSettings()])
  if (!data) notFound()
  const society = data.team.society
  return (
    <PageShell eyebrow="Team" title={data.team.name} lead={society?.name ? `Plays for ${society.name}` : undefined}>
      <TeamPage data={data} />
      <SportsTeamJsonLd settings={settings} team={data.team} path={teamPath(data.team.name)} />
    </PageShell>
  )
}

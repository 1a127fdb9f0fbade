// /matches/<season>/<number>: one match's page, prerendered for every match of the season the site
// shows. An unknown season or number never gets here: the proxy shows the site's 404
// (lib/content/addresses.ts); the notFound() below covers a match removed since the proxy last looked.
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {findMatch, matchPageParams, reportsOf} from '@/lib/league/match-data'
import {LiveRefresh} from '@/components/live/live-refresh'
import {MatchPage} from '@/components/match/match-page'
import {MatchJsonLd} from '@/components/seo/structured-data'
import {PageShell} from '@/components/ui/page-shell'
import {formatMatchTime} from '../../../../../league/format'
import {getLeagueSeason, getPlayers, getPosts, getSeasonScorecard, getSiteSettings} from '@/lib/content'
import {fixtureTitle, resultLine} from '../../../../../league'
import {matchDay} from '@/lib/match-day/match-page'
import {cricsheetPath, matchPath, prerenderedParams} from '@/lib/routes'
import {leagueFrom} from '@/lib/seo/league'
import {absoluteUrl} from '@/lib/seo/site-url'
import {pageMetadata} from '@/lib/seo/metadata'

type Props = {params: Promise<{season: string; number: string}>}

export async function generateStaticParams() {
  return prerenderedParams(matchPageParams(await getLeagueSeason()), {season: '0', number: '0'})
}

async function load(params: Props['params']) {
  const {season, number} = await params
  return findMatch(await getLeagueSeason(), season, number)
}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {title: 'Match not found', robots: {index: false}}
  const {season, match} = found
  // image: false leaves the share image to this route's opengraph-image (the score).
  return pageMetadata({
    title: `${fixtureTitle(match)} · ${season.name ?? season.year}`,
    description: resultLine(match) ?? `${fixtureTitle(match)}: time, venue and result.`,
    path: matchPath(season.year!, match.matchNumber!),
    image: false,
  })
}

export default async function MatchDetailPage({params}: Props) {
  const [found, posts, settings, players] = await Promise.all([load(params), getPosts(), getSiteSettings(), getPlayers()])
  if (!found) notFound()
  const {season, match} = found
  const path = matchPath(season.year!, match.matchNumber!)
  const title = fixtureTitle(match)
  const day = matchDay({
    season,
    match,
    // The scorecard the season was scored from in this render: every score on the page shows one ball.
    scorecard: (await getSeasonScorecard(match._id))?.scorecard ?? null,
    players,
    league: leagueFrom(settings).shortName,
    url: absoluteUrl(path),
    when: match.status === 'live' ? 'in play' : match.startsAt ? formatMatchTime(match.startsAt) : 'time to be announced',
  })
  return (
    <PageShell eyebrow={`${season.name ?? 'Season'} · Match ${match.matchNumber}`} title={title}>
      <LiveRefresh live={match.status === 'live'} />
      <MatchPage match={match} version={match.scoreVersion} reports={reportsOf(posts, match._id)} day={day} title={title} cricsheetHref={cricsheetPath(season.year!, match.matchNumber!)} />
      <MatchJsonLd settings={settings} match={match} path={path} />
    </PageShell>
  )
}

// Each match's share image: the score and margin once played, the state of play while it is played
// ("GLA 87/3 (9.2) · need 55 from 16"), the time before. One PNG per match, rendered at build time and
// refreshed with the season's and the scorecard's cache tags, so it changes with each ball.
import {prerenderedParams} from '@/lib/routes'
import {notFound} from 'next/navigation'
import {findMatch, matchPageParams} from '@/lib/league/match-data'
import {OG_SIZE} from '@/components/seo/og-parts'
import {resultImage} from '@/components/seo/result-image'
import {formatMatchTime} from '../../../../../league/format'
import {getLeagueSeason, getMatchScorecard, getSiteSettings} from '@/lib/content'
import {liveScoreLine} from '@/lib/match-day/match-page'
import {leagueFrom} from '@/lib/seo/league'

export const alt = 'An Oxygen Premier League match: both teams, their scores and the result'
export const size = OG_SIZE
export const contentType = 'image/png'

export async function generateStaticParams() {
  return prerenderedParams(matchPageParams(await getLeagueSeason()), {season: '0', number: '0'})
}

export default async function MatchOpenGraphImage({params}: {params: Promise<{season: string; number: string}>}) {
  const {season, number} = await params
  const [found, settings] = await Promise.all([getLeagueSeason().then((s) => findMatch(s, season, number)), getSiteSettings()])
  if (!found) notFound()
  const {match} = found
  const live = liveScoreLine({season: found.season, match, scorecard: (await getMatchScorecard(match._id))?.scorecard ?? null})
  return resultImage({
    match,
    league: leagueFrom(settings),
    heading: live ? 'Live' : match.status === 'completed' ? 'Result' : 'Match',
    section: found.season.name ?? 'Matches',
    fallback: '',
    when: live ?? (match.startsAt ? formatMatchTime(match.startsAt) : 'Time to be announced'),
  })
}

// A match's row in the Studio's lists: its number and teams, its day and state, and its score — typed once
// the match is completed, or, for a match scored ball by ball, each side's total as the deliveries make it
// ("GAN 26/1 (2.2) v DES 24/3 (3.0)"), so a volunteer scanning a season sees every score without opening it.
import {deriveInnings, readScorecard, scoringRules, totalText} from '../../league/scorecard'
import {teamCodes} from '../../league/team-code'
import {leagueDay} from '../league-time'

/** The match's statuses as the Studio names them. */
export const MATCH_STATUSES = [
  {title: 'Scheduled', value: 'scheduled'},
  {title: 'Live', value: 'live'},
  {title: 'Completed', value: 'completed'},
  {title: 'Abandoned', value: 'abandoned'},
  {title: 'No result', value: 'noResult'},
] as const

/** What a match's row selects (schemas/documents/match.ts), the scorecard's innings through its reference. */
export const MATCH_PREVIEW_SELECT = {
  n: 'matchNumber',
  home: 'homeTeam.name',
  homeShort: 'homeTeam.shortName',
  homeId: 'homeTeam._id',
  away: 'awayTeam.name',
  awayShort: 'awayTeam.shortName',
  status: 'status',
  startsAt: 'startsAt',
  homeRuns: 'home.runs',
  homeWickets: 'home.wickets',
  awayRuns: 'away.runs',
  awayWickets: 'away.wickets',
  innings: 'scorecard.innings',
  overs: 'season.overs',
  ballsPerOver: 'season.ballsPerOver',
  playersPerSide: 'season.playersPerSide',
} as const

type Text = string | null | undefined
type Count = number | null | undefined
export type MatchPreviewSelection = {
  [field in 'n' | 'homeRuns' | 'homeWickets' | 'awayRuns' | 'awayWickets' | 'overs' | 'ballsPerOver' | 'playersPerSide']?: Count
} & {[field in 'home' | 'homeShort' | 'homeId' | 'away' | 'awayShort' | 'status' | 'startsAt']?: Text} & {innings?: unknown}

/** The scorecard's value as the engine reads it: every reference (a team, a batter) as the id it names. */
const withIds = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withIds)
  if (!value || typeof value !== 'object') return value
  if ('_ref' in value) return value._ref
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withIds(inner)]))
}

/** Each side's total from the scorecard's deliveries, in batting order; null when no ball is scored. */
function ballByBallScore(s: MatchPreviewSelection): string | null {
  const card = readScorecard({innings: withIds(s.innings)})
  if (!card.innings.some((inn) => inn.deliveries.length)) return null
  const rules = scoringRules({overs: s.overs ?? undefined, ballsPerOver: s.ballsPerOver ?? undefined, playersPerSide: s.playersPerSide ?? undefined})
  // The two sides' codes as the site's match cards print them ("GAN", "DES": the shared "Oxygen" left out).
  const [home, away] = [{name: s.home ?? 'Home', shortName: s.homeShort}, {name: s.away ?? 'Away', shortName: s.awayShort}]
  const codes = teamCodes([home, away])
  const code = (team: string) => codes.get(team === s.homeId ? home.name : away.name)
  return card.innings.map((inn) => `${code(inn.team)} ${totalText(deriveInnings(inn, rules))}`).join(' v ')
}

const typedScore = (s: MatchPreviewSelection) =>
  s.status === 'completed' && s.homeRuns != null && s.awayRuns != null ? `${s.homeRuns}/${s.homeWickets ?? 0} v ${s.awayRuns}/${s.awayWickets ?? 0}` : null

export function matchPreview(s: MatchPreviewSelection) {
  return {
    title: `#${s.n ?? '?'} ${s.home ?? '?'} v ${s.away ?? '?'}`,
    subtitle: [leagueDay(s.startsAt ?? undefined), MATCH_STATUSES.find((status) => status.value === s.status)?.title, ballByBallScore(s) ?? typedScore(s)]
      .filter(Boolean)
      .join(' · '),
  }
}

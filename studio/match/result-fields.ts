// What a match's status and scores mean for the form: which fields hold the result (cleared when a match
// leaves Completed), and the match report a played match gets (its headline said from the scores).
import {marginText, reportHeadline, scoredMatch, scoringRules, toResultInput, type SeasonMatch} from '../../league'
import type {SeasonScoringFields} from '../../league/scorecard/rules'
import {scorecardFromValue, type ScorecardValue} from '../scorer/document'

/** The fields that hold a completed match's result; shown only while the status is Completed. */
export const RESULT_FIELDS = ['battedFirst', 'home', 'away', 'winner', 'playerOfMatch'] as const

/** The result fields a status change would leave behind: those with a value, when a completed match
 * gets another status (nothing when it stays Completed or has no result typed). */
export function resultFieldsToClear(match: Partial<Record<string, unknown>>, nextStatus: string | undefined): string[] {
  if (match.status !== 'completed' || nextStatus === 'completed') return []
  return RESULT_FIELDS.filter((name) => match[name] != null)
}

type TeamNames = {_id: string; name: string | null}

/** A stored match with its teams' names, its season's rules and its scorecard (if it has one), as the
 * action reads it. */
export type MatchForReport = Omit<SeasonMatch, 'homeTeam' | 'awayTeam'> & {
  _id: string
  homeTeam?: TeamNames | null
  awayTeam?: TeamNames | null
  season?: SeasonScoringFields | null
  scorecard?: ScorecardValue | null
}

/** What "Write the report" reads of a match (drafts perspective: the match as the volunteer sees it). */
export const MATCH_FOR_REPORT_QUERY = /* groq */ `*[_id == $id][0]{
  _id, status, battedFirst, home, away, winner,
  "homeTeam": homeTeam->{_id, name}, "awayTeam": awayTeam->{_id, name},
  "season": season->{overs, ballsPerOver, oversPerBowler, playersPerSide},
  "scorecard": *[_type == "scorecard" && match._ref == $id] | order(_updatedAt desc)[0]
}`

/** The id of a match's report made by "Write the report": one per match, so two presses open one post. */
export const reportIdFor = (matchId: string) => `report-${matchId.replace(/^drafts\./, '')}`

/** Whether the match is scored ball by ball: its scorecard holds a delivery, and decides the result. */
export const scoredByScorecard = (match: Pick<MatchForReport, 'scorecard'>) =>
  Boolean(match.scorecard?.innings?.some((innings) => innings.deliveries?.length))

/** The match's result as the site works it out (a scorecard with balls decides it), and the teams' names. */
function resultOf(match: MatchForReport) {
  const {homeTeam, awayTeam, scorecard, season} = match
  if (!homeTeam?._id || !awayTeam?._id) return null
  const card = scoredByScorecard(match) ? scorecardFromValue(scorecard ?? undefined) : undefined
  const input = toResultInput(scoredMatch({...match, homeTeam, awayTeam}, card, scoringRules(season ?? {})))
  const name = (id: string) => ((id === homeTeam._id ? homeTeam.name : awayTeam.name) ?? '').trim() || 'To be decided'
  return input && {input, name, homeTeam, awayTeam}
}

/** The result line a fan reads on the match's page ("Oxygen Gangsters won by 20 runs", "Match tied"); null
 * while the match has no result. */
export function resultLineFor(match: MatchForReport): string | null {
  const result = resultOf(match)
  return result && marginText(result.input, result.name)
}

/** The draft post "Write the report" creates: the match and both teams referenced, the headline from the
 * result ("Kings beat Warriors by 12 runs"), which a scorecard decides as it does on the site. Null when
 * the match has no result to report. */
export function reportDraftFor(match: MatchForReport, now: Date) {
  const result = resultOf(match)
  const title = result && reportHeadline(result.input, result.name)
  if (!result || !title) return null
  const matchId = match._id.replace(/^drafts\./, '')
  return {
    _id: `drafts.${reportIdFor(matchId)}`,
    _type: 'post' as const,
    title,
    publishedAt: now.toISOString(),
    match: {_type: 'reference' as const, _ref: matchId},
    teams: [result.homeTeam._id, result.awayTeam._id].map((_ref) => ({_type: 'reference' as const, _key: _ref, _ref})),
  }
}

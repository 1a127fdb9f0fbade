// The season's playing conditions as a fan reads them: one owner of the wording the Rules page and the
// points table show, built from the season's fields with the league's defaults for what is empty.
import {scoringRules, seasonRules, type SeasonData} from './season'

/** How the points table splits teams and counts net run rate; the points table and the Rules page both show it. */
export const NRR_NOTE =
  'Net run rate is runs scored per over minus runs conceded per over; a side bowled out counts its full overs. Teams level on points are split by net run rate, then by the match between them.'

/** What a tie and a match without a result give each side. */
export const tieRule = (pointsTie: number) =>
  `A tie (both sides level on runs) gives each side ${plural(pointsTie, 'point')}; there is no super over.`
export const noResultRule = (pointsNoResult: number) =>
  `A match with no result, or abandoned, gives each side ${plural(pointsNoResult, 'point')}; its runs and overs do not count towards net run rate.`

export type RuleItem = {term: string; detail: string}

export type RulesFields = Pick<SeasonData, 'overs' | 'ballsPerOver' | 'oversPerBowler' | 'playersPerSide' | 'pointsWin' | 'pointsTie' | 'pointsNoResult'>

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** The match format of a season: overs, balls an over, a bowler's quota and players a side. */
export function formatRules(season: RulesFields): RuleItem[] {
  const r = scoringRules(season)
  return [
    {term: 'Overs', detail: `${plural(r.oversPerInnings, 'over')} an innings`},
    {term: 'Balls per over', detail: `${plural(r.ballsPerOver, 'legal ball')} an over`},
    {term: 'Overs per bowler', detail: `At most ${plural(r.oversPerBowler, 'over')} each`},
    {term: 'Players per side', detail: `${plural(r.playersPerSide, 'player')} a side`},
  ]
}

/** The points a result earns, then how ties, no results and net run rate are settled. */
export function pointsRules(season: RulesFields): RuleItem[] {
  const r = seasonRules(season)
  return [
    {term: 'Win', detail: plural(r.pointsWin, 'point')},
    {term: 'Tie', detail: tieRule(r.pointsTie)},
    {term: 'No result', detail: noResultRule(r.pointsNoResult)},
    {term: 'Net run rate', detail: NRR_NOTE},
  ]
}

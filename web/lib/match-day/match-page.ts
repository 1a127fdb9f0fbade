// What a match's page adds on match day, from the cached season, the match's scorecard and the
// players: the full scorecard and the match centre (when the scorecard has a ball to show) and what the
// share button and the WhatsApp link send. A match without a scorecard keeps its page as it was, with
// its typed score to share.
import type {LeagueSeasonQueryResult, PlayersQueryResult} from '../content'
import {scorecardCounts, scoringRules} from '../../../league/season'
import type {Fixture} from '../../../league/fixtures'
import {deriveMatch} from '../../../league/scorecard/match'
import type {Scorecard} from '../../../league/scorecard/types'
import {matchCentre, type MatchCentreView} from './centre-view'
import {playerDirectory} from './players'
import {readable} from './readable'
import {LIVE_STATUSES, matchScorecard} from './scorecard-view'
import {shareLine, shareStateOf, shareText, typedShareState} from './share'
import {matchSides, seasonSides} from './sources'
import type {MatchScorecardView} from './view-types'

type Season = NonNullable<LeagueSeasonQueryResult>

type Sources = {
  season: Pick<Season, 'matches' | 'overs' | 'ballsPerOver' | 'oversPerBowler' | 'playersPerSide'>
  match: Season['matches'][number] & Fixture
  scorecard: Scorecard | null
  players: PlayersQueryResult
  /** The league's short name ("OPL"), the page's absolute address, and when the match is (or "in play"). */
  league: string
  url: string
  when: string
}

export type MatchDay = {
  scorecard: MatchScorecardView | null
  /** The live card or result, and the commentary: from the same scorecard and names as `scorecard`. */
  centre: MatchCentreView | null
  share: {line: string; text: string}
}

export function matchDay({season, match, scorecard, players, league, url, when}: Sources): MatchDay {
  const sides = seasonSides(season)
  const pair = matchSides(match, sides)
  const code = (id: string) => sides.get(id)?.code ?? '?'
  const hasBalls = (scorecardCounts(match) && scorecard?.innings.some((i) => i.deliveries.length > 0)) ?? false
  const rules = scoringRules(season)
  const directory = playerDirectory(players)
  const scored = pair && scorecard && hasBalls ? readable(() => matchScorecard({scorecard, rules, sides: pair, players, directory}), `the scorecard of match ${match._id}`) : null
  const centre = scored && pair && scorecard ? readable(() => matchCentre({scorecard, rules, sides: pair, directory, names: scored.names}), `the match centre of match ${match._id}`) : null
  const side = (id: string) => sides.get(id) ?? {name: 'Team', code: '?'}
  const state = (scored && pair && shareStateOf(scored.state, side, [pair[0].id, pair[1].id])) ?? typedShareState(match, code, when)
  return {scorecard: scored?.view ?? null, centre, share: {line: shareLine(league, state), text: shareText(league, state, url)}}
}

/** The state of play in one line while the match is on ("GLA 87/3 (9.2) · need 55 from 16"), for the
 * share image; null before the first ball, once decided, or without a scorecard. */
export function liveScoreLine({season, match, scorecard}: Pick<Sources, 'season' | 'match' | 'scorecard'>): string | null {
  const sides = seasonSides(season)
  const pair = matchSides(match, sides)
  if (!pair || !scorecard || !scorecardCounts(match)) return null
  const state = readable(() => deriveMatch(scorecard, scoringRules(season), {teams: [pair[0].id, pair[1].id], shortName: (id) => sides.get(id)?.code ?? '?'}), `the score line of match ${match._id}`)
  return state && LIVE_STATUSES.has(state.status) ? state.scoreLine : null
}

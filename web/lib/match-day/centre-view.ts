// The match centre of a match's page: the live card while the match is played, the result in its place
// once decided, and the ball-by-ball commentary. Written from the same scorecard and with the same names
// as the page's scorecard (matchScorecard's `names`), so the card, the commentary and the tables always
// show the same ball.
import {commentary, liveCard, type BallChip, type CommentaryLine, type MatchOptions} from '../../../league/scorecard'
import type {Scorecard, ScoringRules} from '../../../league/scorecard/types'
import type {PlayerDirectory} from './players'
import {LIVE_STATUSES, type Side} from './scorecard-view'
import type {PlayerName} from './view-types'

export interface LiveCardView {
  /** The side batting now, or about to at the innings break. */
  batting: Side
  /** The innings in progress (at the break, the one just ended): its side and `87/3 (9.2)`. */
  score: {team: Side; text: string}
  inningsBreak: boolean
  /** In a chase (and at the break): the target, `need 55 from 16`, the required rate. */
  chase: {target: number; need: string; requiredRate: string} | null
  currentRate: string
  /** Striker first. */
  batters: {player: PlayerName; runs: number; balls: number; striker: boolean}[]
  /** Figures this spell, O-M-R-W. */
  bowler: {player: PlayerName; spell: string} | null
  thisOver: {over: number; balls: BallChip[]} | null
  /** `34 (21)`. */
  partnership: string | null
  /** `Kumar 19 (10), c Rao b Patil, 42/4`. */
  lastWicket: string | null
}

export interface CommentaryView {
  /** Newest innings first, each newest line first. */
  innings: {number: number; team: Side; lines: CommentaryLine[]}[]
}

export interface MatchCentreView {
  /** While the match is played. */
  card: LiveCardView | null
  /** Once decided: `Oxygen Gangsters won by 7 wickets`, `Match tied`. */
  result: string | null
  commentary: CommentaryView
}

type CentreSources = {
  scorecard: Scorecard
  rules: ScoringRules
  sides: readonly [Side, Side]
  directory: PlayerDirectory
  /** How the page's scorecard names players and sides (matchScorecard's `names`). */
  names: MatchOptions
}

export function matchCentre({scorecard, rules, sides, directory, names}: CentreSources): MatchCentreView {
  const side = (id: string): Side => sides.find((s) => s.id === id) ?? {id, name: 'Team', code: '?'}
  const print = names.name ?? String
  const player = (id: string): PlayerName => ({id, name: print(id), href: directory.name(id).href})
  const card = liveCard(scorecard, rules, names)
  const live = LIVE_STATUSES.has(card.status) && card.score && card.battingTeam
  const winner = card.result && (card.result.winner === 'tie' ? card.result.text : `${side(card.result.winner).name} ${card.result.text}`)
  return {
    card: live
      ? {
          batting: side(card.battingTeam!),
          score: {team: side(card.score!.team), text: card.score!.text},
          inningsBreak: card.status === 'inningsBreak',
          chase: card.chase && {target: card.chase.target, need: card.chase.need, requiredRate: card.chase.requiredRate},
          currentRate: card.currentRate,
          batters: card.batters.map((b) => ({...b, player: player(b.player)})),
          bowler: card.bowler && {player: player(card.bowler.player), spell: card.bowler.spell},
          thisOver: card.thisOver,
          partnership: card.partnership,
          lastWicket: card.lastWicket,
        }
      : null,
    result: winner ?? null,
    commentary: {innings: commentary(scorecard, rules, names).map((i) => ({number: i.number, team: side(i.team), lines: i.lines}))},
  }
}

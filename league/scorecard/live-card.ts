// The live card at the top of a match being played, from its deliveries alone: the score, the chase with
// its rates, the two batters in (striker first), the bowler's spell, this over's balls, the partnership
// and the last wicket; and, once the match is decided, the result in its place.
import {ballChip, runsBallsText, type BallChip} from './ball-text'
import {rateText} from './deliveries'
import {splitOvers, totalText, type InningsCard} from './derive'
import type {MatchOptions, MatchResult, PlayStatus} from './match'
import {scoringState} from './scoring-state'
import {figuresOmrw, spellFigures} from './spell'
import type {Scorecard, ScoringRules} from './types'

export interface LiveCardBatter {
  player: string
  runs: number
  balls: number
  /** Faces the next ball. */
  striker: boolean
}

export interface LiveCard {
  status: PlayStatus
  /** Team id of the side batting now (at the innings break, the side about to). */
  battingTeam: string | null
  /** The innings in progress, or the last one: its team id and total as scorecards print it (`87/3 (9.2)`). */
  score: {team: string; text: string} | null
  /** In a chase: `target 143`, `need 55 from 16`, and the rates (two decimals, `-` when there is none). */
  chase: {target: number; runsNeeded: number; ballsLeft: number; need: string; requiredRate: string} | null
  currentRate: string
  /** At the crease, striker first; one while a new batter is awaited, none between innings. */
  batters: LiveCardBatter[]
  /** The bowler of the last ball and their figures this spell, O-M-R-W (`1.4-0-12-1`). */
  bowler: {player: string; spell: string} | null
  /** The over in progress (or the one just completed): its number, 1 for the first, and its balls. */
  thisOver: {over: number; balls: BallChip[]} | null
  /** The stand of the batters in: `34 (21)`. */
  partnership: string | null
  /** `Kumar 19 (10), c Rao b Patil, 42/4`. */
  lastWicket: string | null
  result: MatchResult | null
}

/** The last wicket as commentators give it: the batter, their figures, how out, and the total then. */
function lastWicket(card: InningsCard, name: (id: string) => string): string | null {
  const fall = card.fallOfWickets.at(-1)
  const row = fall && card.batting.find((r) => r.player === fall.player)
  if (!fall || !row) return null
  return `${name(row.player)} ${runsBallsText(row)}, ${row.howOut}, ${fall.runs}/${fall.wicket}`
}

/** The live card of a match (see {@link LiveCard}). */
export function liveCard(scorecard: Scorecard, rules: ScoringRules, opts: MatchOptions = {}): LiveCard {
  const name = opts.name ?? String
  const position = scoringState(scorecard, rules, opts)
  const state = position.match
  const card = state.innings.at(-1)
  const chase = state.chase && {
    ...state.chase,
    need: `need ${state.chase.runsNeeded} from ${state.chase.ballsLeft}`,
    requiredRate: rateText(state.chase.requiredRate),
  }
  const base = {
    status: state.status,
    battingTeam: state.battingTeam,
    score: card ? {team: card.team, text: totalText(card)} : null,
    chase,
    currentRate: rateText(state.currentRunRate),
    result: state.result,
  }
  const empty = {batters: [], bowler: null, thisOver: null, partnership: null, lastWicket: null}
  const record = scorecard.innings.at(-1)
  if (!card || !record || state.status === 'inningsBreak' || state.status === 'complete') return {...base, ...empty}

  const last = record.deliveries.at(-1)
  const row = (player: string | null, striker: boolean): LiveCardBatter[] => {
    const r = player ? card.batting.find((b) => b.player === player) : undefined
    return r ? [{player: r.player, runs: r.runs, balls: r.balls, striker}] : []
  }
  const overs = splitOvers(record.deliveries, rules.ballsPerOver)
  const over = overs.at(-1)
  const spell = last && spellFigures(record.deliveries, rules, last.bowler)
  const stand = card.partnerships.at(-1)
  return {
    ...base,
    batters: [...row(position.striker, true), ...row(position.nonStriker, false)],
    bowler: last && spell ? {player: last.bowler, spell: figuresOmrw(spell)} : null,
    thisOver: over ? {over: overs.length, balls: over.map(ballChip)} : null,
    partnership: stand && !stand.ended ? runsBallsText(stand) : null,
    lastWicket: lastWicket(card, name),
  }
}

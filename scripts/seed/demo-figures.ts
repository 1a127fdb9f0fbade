// What the demo reads off a played scorecard (league/scorecard's derivations): the player of the
// match, chosen from the winners' figures as a panel would (runs, wickets, a tight spell, catches), and
// the top scorer and best bowler a match report names.
import {deriveMatch, type MatchOptions, type MatchState} from '../../league/scorecard/match'
import type {BattingRow, BowlingRow, InningsCard} from '../../league/scorecard/derive'
import type {Scorecard, ScoringRules} from '../../league/scorecard/types'

/** Runs an over a bowler must beat to be thought tight in a box-cricket innings. */
const PAR_ECONOMY = 9

type Figures = {player: string; team: string; batting?: BattingRow; bowling?: BowlingRow; catches: number}

/** Each player's batting, bowling and catches in the match, with the side they played for. */
function figures(state: MatchState): Figures[] {
  const byPlayer = new Map<string, Figures>()
  const of = (player: string, team: string) => byPlayer.get(player) ?? byPlayer.set(player, {player, team, catches: 0}).get(player)!
  const other = (card: InningsCard) => state.innings.find((c) => c !== card)?.team ?? ''
  for (const card of state.innings) {
    for (const row of card.batting) of(row.player, card.team).batting = row
    for (const row of card.bowling) of(row.player, other(card)).bowling = row
    for (const row of card.batting)
      if (row.dismissal?.kind === 'caught') for (const fielder of row.dismissal.fielders ?? []) of(fielder, other(card)).catches++
  }
  return [...byPlayer.values()]
}

function impact({batting, bowling, catches}: Figures, rules: ScoringRules): number {
  const bat = batting ? batting.runs + (batting.runs >= 30 ? 10 : 0) + (batting.balls >= 6 ? (batting.runs - batting.balls * 1.3) / 2 : 0) : 0
  const overs = (bowling?.balls ?? 0) / rules.ballsPerOver
  const bowl = bowling ? bowling.wickets * 22 + bowling.maidens * 8 + (bowling.economy === null ? 0 : (PAR_ECONOMY - bowling.economy) * overs * 2) : 0
  return bat + bowl + catches * 6
}

/** The player of the match: the best figures on the winning side (either side after a tie); null before a result. */
export function playerOfTheMatch(scorecard: Scorecard, rules: ScoringRules): string | null {
  const state = deriveMatch(scorecard, rules)
  if (!state.result) return null
  const winner = state.result.winner
  const candidates = figures(state).filter((f) => winner === 'tie' || f.team === winner)
  const best = candidates.sort((a, b) => impact(b, rules) - impact(a, rules) || a.player.localeCompare(b.player))[0]
  return best?.player ?? null
}

/** The innings' top scorer (most runs, then fewest balls) and best bowler (most wickets, then fewest runs). */
export function stars(card: InningsCard): {batter: BattingRow | undefined; bowler: BowlingRow | undefined} {
  const batter = [...card.batting].sort((a, b) => b.runs - a.runs || a.balls - b.balls)[0]
  const bowler = [...card.bowling].sort((a, b) => b.wickets - a.wickets || a.runs - b.runs)[0]
  return {batter, bowler}
}

/** The match as one line after a ball: `Oxygen Gangsters 45/2 (4.3) · need 30 from 21`. */
export function liveLine(scorecard: Scorecard, rules: ScoringRules, opts: MatchOptions = {}): string {
  return deriveMatch(scorecard, rules, opts).scoreLine
}

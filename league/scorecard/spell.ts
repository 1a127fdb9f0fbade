// A bowler's spell: the overs they bowled from one end without a break. Bowlers alternate ends, so a
// spell is a run of their overs each two after the last; a longer gap starts a new spell. Its figures are
// the innings card's bowling figures over those overs alone (deriveInnings), so no rule is counted twice.
import {deriveInnings, splitOvers, type BowlingRow} from './derive'
import type {Delivery, ScoringRules} from './types'

/** Overs apart of two consecutive overs in one spell: the bowler's end comes round every other over. */
export const SPELL_OVER_GAP = 2

/** 0-based indexes (in `overs`) of the spell of `bowler` that includes or last ended before over `at`. */
export function spellOvers(overs: readonly (readonly Pick<Delivery, 'bowler'>[])[], bowler: string, at: number): number[] {
  const theirs = overs.flatMap((over, i) => (i <= at && over.some((d) => d.bowler === bowler) ? [i] : []))
  let start = theirs.length - 1
  while (start > 0 && theirs[start]! - theirs[start - 1]! <= SPELL_OVER_GAP) start--
  return theirs.slice(Math.max(0, start))
}

/** The bowler's figures in the spell that includes the innings' last ball (`overs` as the card writes them). */
export function spellFigures(deliveries: readonly Delivery[], rules: ScoringRules, bowler: string): BowlingRow | null {
  const overs = splitOvers(deliveries, rules.ballsPerOver)
  const spell = spellOvers(overs, bowler, overs.length - 1).flatMap((i) => overs[i]!)
  return deriveInnings({team: '', deliveries: spell}, rules).bowling.find((row) => row.player === bowler) ?? null
}

/** Figures as commentators write them, overs-maidens-runs-wickets: `2-0-18-1`, `1.4-0-12-3`. */
export const figuresOmrw = (row: Pick<BowlingRow, 'overs' | 'maidens' | 'runs' | 'wickets'>): string => `${row.overs}-${row.maidens}-${row.runs}-${row.wickets}`

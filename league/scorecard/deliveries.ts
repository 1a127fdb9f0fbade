// The laws about one delivery, in one place: what counts as a legal ball, a ball faced, a run against the
// bowler, a wicket to the bowler's name, and how overs are written when an over is not always six balls.
import type {Delivery, Extras, Wicket, WicketKind} from './types'

/** Dismissals credited to the bowler in their figures (a run out, a retirement or timed out is not). */
export const BOWLER_WICKET_KINDS: ReadonlySet<WicketKind> = new Set<WicketKind>([
  'bowled',
  'caught',
  'caught and bowled',
  'lbw',
  'stumped',
  'hit wicket',
])

/** An extra of one kind on a delivery, 0 when absent. */
export const extra = (d: Pick<Delivery, 'extras'>, kind: keyof Extras): number => d.extras?.[kind] ?? 0

/** A legal ball counts towards the over: anything but a wide or a no-ball. */
export const isLegal = (d: Pick<Delivery, 'extras'>): boolean => extra(d, 'wides') === 0 && extra(d, 'noballs') === 0

/** A ball faced by the striker: every delivery but a wide (a no-ball is faced). */
export const isBallFaced = (d: Pick<Delivery, 'extras'>): boolean => extra(d, 'wides') === 0

/** Runs charged to the bowler: off the bat plus wides and no-balls; byes, leg-byes and penalties are not. */
export const bowlerRuns = (d: Pick<Delivery, 'runs' | 'extras'>): number =>
  d.runs.batter + extra(d, 'wides') + extra(d, 'noballs')

/** Whether a dismissal takes a wicket from the side's total: every kind but `retired hurt` (the batter may resume). */
export const countsAsWicket = (w: Pick<Wicket, 'kind'>): boolean => w.kind !== 'retired hurt'

/** The wickets on a delivery that count in the total (see {@link countsAsWicket}). */
export const fallenWickets = (d: Pick<Delivery, 'wickets'>): Wicket[] => (d.wickets ?? []).filter(countsAsWicket)

/**
 * Runs the batters actually ran on a delivery, which decides whether they changed ends: runs off the bat,
 * byes and leg-byes, and runs run on a wide (the wide's one-run penalty is not run). A boundary four is even,
 * so it never swaps; five (four overthrows plus one run) does.
 */
export const runsRun = (d: Pick<Delivery, 'runs' | 'extras'>): number =>
  d.runs.batter + extra(d, 'byes') + extra(d, 'legbyes') + Math.max(0, extra(d, 'wides') - 1)

/** Overs as cricket writes them, for any balls per over: 45 balls of 6 → "7.3", 48 → "8.0". */
export function oversText(balls: number, ballsPerOver: number): string {
  return `${Math.floor(balls / ballsPerOver)}.${balls % ballsPerOver}`
}

/** The same figure as a number (7.3), the form the league's `Innings` type and the points table read. */
export function oversNumber(balls: number, ballsPerOver: number): number {
  return Math.floor(balls / ballsPerOver) + (balls % ballsPerOver) / 10
}

/** A rate per 100 balls (batting strike rate) or per over; null when nothing has been faced or bowled. */
export function perBalls(runs: number, balls: number, per: number): number | null {
  return balls > 0 ? (runs * per) / balls : null
}

/** A rate as scorecards print it, two decimals ("133.33"), or "-" when there is none. */
export function rateText(rate: number | null): string {
  return rate === null ? '-' : rate.toFixed(2)
}

/** A count with its noun, singular or plural: `1 run`, `12 runs`. */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`

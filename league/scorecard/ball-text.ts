// How one delivery is worded, from its Cricsheet fields alone: the chip of "this over" ("4", "W", "·",
// "2 wd") and the outcome a commentary line ends with ("FOUR", "2 wides", "OUT! c Kumar b Sharma, 19 (10)").
// Each kind of extra has one row in EXTRA_WORDS, so a kind the engine learns is worded by adding a row.
import {countsAsWicket, extra, plural} from './deliveries'
import {howOutText, type NameOptions} from './how-out'
import type {Delivery, Extras} from './types'

/** A batter's figures when the ball was bowled (after it), for the wicket's line: `19 (10)`. */
export type BatterFigures = {runs: number; balls: number}

export const runsBallsText = (f: BatterFigures): string => `${f.runs} (${f.balls})`

/** The extras a delivery can carry, in the order they are worded: the chip's suffix and the words of a line. */
const EXTRA_WORDS: readonly {kind: keyof Extras; chip: string; words: (n: number) => string}[] = [
  {kind: 'wides', chip: 'wd', words: (n) => (n === 1 ? 'wide' : plural(n, 'wide'))},
  {kind: 'noballs', chip: 'nb', words: () => 'no ball'},
  {kind: 'byes', chip: 'b', words: (n) => plural(n, 'bye')},
  {kind: 'legbyes', chip: 'lb', words: (n) => plural(n, 'leg bye')},
  {kind: 'penalty', chip: 'pen', words: (n) => plural(n, 'penalty run')},
]

/** Runs off the bat as commentary says them. */
function batRuns(runs: number): string {
  if (runs === 4) return 'FOUR'
  if (runs === 6) return 'SIX'
  return runs === 0 ? 'no run' : plural(runs, 'run')
}

/** The chip "this over" shows for a delivery, and the same in words for a screen reader. */
export interface BallChip {
  text: string
  said: string
  /** A wicket fell (the chip is marked). */
  wicket: boolean
}

/** `·` for a dot ball, the runs, `2 wd` / `5 nb` / `1 lb` for extras (the total of the delivery), `W` for a wicket. */
export function ballChip(d: Pick<Delivery, 'runs' | 'extras' | 'wickets'>): BallChip {
  const kinds = EXTRA_WORDS.filter((e) => extra(d, e.kind) > 0)
  const out = (d.wickets ?? []).some(countsAsWicket)
  const runs = kinds.length ? `${d.runs.total} ${kinds.map((e) => e.chip).join(' ')}` : d.runs.total === 0 ? '' : String(d.runs.total)
  const text = out ? (runs ? `${runs} W` : 'W') : runs || '·'
  const said = out && d.runs.total === 0 ? 'wicket' : out ? `${runsWords(d)}, wicket` : runsWords(d)
  return {text, said, wicket: out}
}

/** The runs of a delivery in words: `FOUR`, `2 wides`, `no ball, 1 run`, `3 leg byes`. */
function runsWords(d: Pick<Delivery, 'runs' | 'extras'>): string {
  const parts = EXTRA_WORDS.filter((e) => extra(d, e.kind) > 0).map((e) => e.words(extra(d, e.kind)))
  const extrasOnly = parts.length > 0 && d.runs.batter === 0
  return extrasOnly ? parts.join(', ') : [...parts, batRuns(d.runs.batter)].join(', ')
}

/**
 * What a commentary line says happened: the runs (`FOUR`, `no run`, `wide`, `no ball, 1 run`, `2 leg byes`),
 * then each wicket: `OUT! c Kumar b Sharma, 19 (10)` when the striker is out, `OUT! Rao run out (Kumar), 4 (3)`
 * for someone else, `Joshi retired hurt, 12 (8)` for a retirement the batter may come back from. A wicket
 * ball with no run says only the wicket. `figures` gives the batter's figures after the ball.
 */
export function ballOutcome(d: Delivery, figures: (player: string) => BatterFigures, opts: NameOptions = {}): string {
  const name = opts.name ?? String
  const wickets = (d.wickets ?? []).map((w) => {
    const who = w.player_out === d.batter && countsAsWicket(w) ? '' : `${name(w.player_out)} `
    const text = `${who}${howOutText(w, d.bowler, opts)}, ${runsBallsText(figures(w.player_out))}`
    return countsAsWicket(w) ? `OUT! ${text}` : text
  })
  const quiet = wickets.length > 0 && d.runs.total === 0
  return [...(quiet ? [] : [runsWords(d)]), ...wickets].join(', ')
}

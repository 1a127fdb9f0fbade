// An innings card derived from its deliveries: batting, extras, total, fall of wickets, bowling,
// partnerships and the over-by-over progression. Nothing here is typed by a scorer.
import {
  BOWLER_WICKET_KINDS,
  bowlerRuns,
  countsAsWicket,
  extra,
  fallenWickets,
  isBallFaced,
  isLegal,
  oversText,
  perBalls,
} from './deliveries'
import {howOutText, NOT_OUT, type NameOptions} from './how-out'
import type {Delivery, InningsRecord, ScoringRules, Wicket} from './types'

/** One batter's line on the card. */
export interface BattingRow {
  player: string
  runs: number
  /** Balls faced: every delivery to them but wides. */
  balls: number
  fours: number
  sixes: number
  /** Runs per 100 balls; null before a ball is faced. */
  strikeRate: number | null
  /** Dismissed (a batter who retired hurt is not). */
  out: boolean
  /** `not out`, `retired hurt`, or the dismissal as scorecards write it (`c Kumar b Rao`). */
  howOut: string
  /** The dismissal and its bowler; null while not out. */
  dismissal: (Wicket & {bowler: string}) | null
}

/** Extras by kind (runs, as Cricsheet counts them) and their total. */
export interface ExtrasSummary {
  wides: number
  noballs: number
  byes: number
  legbyes: number
  penalty: number
  total: number
}

/** One wicket's fall: the total, the batter and the overs when it fell. */
export interface FallOfWicket {
  /** 1 for the first wicket. */
  wicket: number
  /** The total when it fell. */
  runs: number
  player: string
  /** Legal balls bowled when it fell, and the same as overs ("2.3"). */
  balls: number
  overs: string
  /** As scorecards print it: `1-12 (Kumar, 2.3 ov)`. */
  text: string
}

/** One bowler's figures in the innings. */
export interface BowlingRow {
  player: string
  /** Legal balls bowled, and the same as overs ("3.2"). */
  balls: number
  overs: string
  /** Complete overs bowled wholly by them with no run charged to them. */
  maidens: number
  /** Runs charged: off the bat, wides and no-balls (never byes, leg-byes or penalties). */
  runs: number
  /** Dismissals credited to the bowler (not run outs or retirements). */
  wickets: number
  /** Runs per over; null before a legal ball. */
  economy: number | null
  /** Wide deliveries and no-ball deliveries bowled (counts of balls, not runs). */
  wides: number
  noballs: number
}

/** A stand between two batters, from the first ball they faced together to the wicket or retirement that parted them. */
export interface Partnership {
  /** The two batters, the one who was in first first. */
  batters: [string, string]
  runs: number
  /** Balls faced by the pair (wides excluded), so the two contributions add up to it. */
  balls: number
  contributions: [{player: string; runs: number; balls: number}, {player: string; runs: number; balls: number}]
  /** False while the pair is still together at the end of the record. */
  ended: boolean
}

/** One over's runs and wickets and the innings' running total: the over chart and the worm. */
export interface OverSummary {
  /** 1 for the first over (Cricsheet's `over` is this minus one). */
  over: number
  /** Who bowled it (the first bowler, if it was shared). */
  bowler: string
  runs: number
  wickets: number
  /** Innings total and wickets at the end of this over: the worm. */
  totalRuns: number
  totalWickets: number
  legalBalls: number
  /** All its legal balls bowled. */
  complete: boolean
}

/** Everything a scorecard shows about one innings (see {@link deriveInnings}). */
export interface InningsCard {
  /** Team id of the batting side. */
  team: string
  /** In batting order. */
  batting: BattingRow[]
  /** The squad's players who have not come in (empty without a squad). */
  yetToBat: string[]
  extras: ExtrasSummary
  runs: number
  wickets: number
  /** Legal balls bowled, and as cricket writes them ("7.3"). */
  balls: number
  overs: string
  /** Legal balls the innings may last (overs × balls per over). */
  maxBalls: number
  /** `playersPerSide - 1` wickets down. */
  allOut: boolean
  /** All out, overs used up, or the target reached. */
  complete: boolean
  /** Runs per over so far; null before a legal ball. */
  runRate: number | null
  fallOfWickets: FallOfWicket[]
  /** In order of first bowling. */
  bowling: BowlingRow[]
  partnerships: Partnership[]
  overByOver: OverSummary[]
}

/** What {@link deriveInnings} needs beyond the deliveries: names, the squad, the target of a chase. */
export interface InningsOptions extends NameOptions {
  /** The batting side's players, for the yet-to-bat list (in team-sheet order). */
  squad?: readonly string[]
  /** Runs to win, when this innings is a chase: reaching it completes the innings. */
  target?: number | null
}

/** Splits an innings' deliveries into overs: an over closes after `ballsPerOver` legal balls. */
export function splitOvers<D extends Pick<Delivery, 'extras'>>(deliveries: readonly D[], ballsPerOver: number): D[][] {
  const overs: D[][] = []
  let current: D[] = []
  let legal = 0
  for (const d of deliveries) {
    current.push(d)
    if (isLegal(d) && ++legal === ballsPerOver) {
      overs.push(current)
      current = []
      legal = 0
    }
  }
  if (current.length) overs.push(current)
  return overs
}

/** The players in the order they came in to bat: both openers, then each newcomer as they appear. */
export function battingOrder(deliveries: readonly Delivery[]): string[] {
  // A set keeps the order players were added in, and finds one without a pass over the rest.
  const order = new Set<string>()
  for (const d of deliveries) {
    order.add(d.batter)
    order.add(d.non_striker)
    for (const w of d.wickets ?? []) order.add(w.player_out)
  }
  return [...order]
}

function batting(deliveries: readonly Delivery[], opts: NameOptions): BattingRow[] {
  const rows = new Map<string, BattingRow>()
  for (const p of battingOrder(deliveries))
    rows.set(p, {player: p, runs: 0, balls: 0, fours: 0, sixes: 0, strikeRate: null, out: false, howOut: NOT_OUT, dismissal: null})
  for (const d of deliveries) {
    for (const p of [d.batter, d.non_striker]) {
      const row = rows.get(p)!
      // A batter back at the crease after retiring hurt is not out again.
      if (row.dismissal?.kind === 'retired hurt') Object.assign(row, {howOut: NOT_OUT, dismissal: null})
    }
    const striker = rows.get(d.batter)!
    striker.runs += d.runs.batter
    if (isBallFaced(d)) striker.balls++
    if (d.runs.batter === 4) striker.fours++
    if (d.runs.batter === 6) striker.sixes++
    for (const w of d.wickets ?? []) {
      const row = rows.get(w.player_out)!
      row.out = countsAsWicket(w)
      row.dismissal = {...w, bowler: d.bowler}
      row.howOut = howOutText(w, d.bowler, opts)
    }
  }
  for (const row of rows.values()) row.strikeRate = perBalls(row.runs, row.balls, 100)
  return [...rows.values()]
}

function bowling(overs: readonly Delivery[][], ballsPerOver: number): BowlingRow[] {
  const rows = new Map<string, BowlingRow>()
  const row = (p: string) =>
    rows.get(p) ??
    rows.set(p, {player: p, balls: 0, overs: '', maidens: 0, runs: 0, wickets: 0, economy: null, wides: 0, noballs: 0}).get(p)!
  for (const over of overs) {
    for (const d of over) {
      const r = row(d.bowler)
      if (isLegal(d)) r.balls++
      r.runs += bowlerRuns(d)
      r.wickets += (d.wickets ?? []).filter((w) => BOWLER_WICKET_KINDS.has(w.kind)).length
      if (extra(d, 'wides')) r.wides++
      if (extra(d, 'noballs')) r.noballs++
    }
    const bowler = over[0]!.bowler
    const whole = over.every((d) => d.bowler === bowler) && over.filter(isLegal).length === ballsPerOver
    if (whole && over.every((d) => bowlerRuns(d) === 0)) row(bowler).maidens++
  }
  for (const r of rows.values()) {
    r.overs = oversText(r.balls, ballsPerOver)
    r.economy = perBalls(r.runs, r.balls, ballsPerOver)
  }
  return [...rows.values()]
}

function partnerships(deliveries: readonly Delivery[]): Partnership[] {
  const list: Partnership[] = []
  let current: Partnership | null = null
  const place = new Map(battingOrder(deliveries).map((player, i) => [player, i]))
  for (const d of deliveries) {
    const pair = [d.batter, d.non_striker]
    if (!current || current.ended || !pair.every((p) => current!.batters.includes(p))) {
      const [a, b] = pair.sort((x, y) => place.get(x)! - place.get(y)!) as [string, string]
      current = {batters: [a, b], runs: 0, balls: 0, contributions: [{player: a, runs: 0, balls: 0}, {player: b, runs: 0, balls: 0}], ended: false}
      list.push(current)
    }
    current.runs += d.runs.total
    const mine = current.contributions.find((c) => c.player === d.batter)!
    mine.runs += d.runs.batter
    if (isBallFaced(d)) {
      mine.balls++
      current.balls++
    }
    if ((d.wickets ?? []).some((w) => current!.batters.includes(w.player_out))) current.ended = true
  }
  return list
}

function overByOver(overs: readonly Delivery[][], ballsPerOver: number): OverSummary[] {
  let totalRuns = 0
  let totalWickets = 0
  return overs.map((over, i) => {
    const runs = over.reduce((s, d) => s + d.runs.total, 0)
    const wickets = over.reduce((s, d) => s + fallenWickets(d).length, 0)
    totalRuns += runs
    totalWickets += wickets
    const legalBalls = over.filter(isLegal).length
    return {over: i + 1, bowler: over[0]!.bowler, runs, wickets, totalRuns, totalWickets, legalBalls, complete: legalBalls === ballsPerOver}
  })
}

/**
 * Everything a scorecard shows about one innings, from its deliveries and the season's rules.
 * Deliveries may carry extra keys (a CMS `_key`); they are ignored.
 */
export function deriveInnings(innings: InningsRecord, rules: ScoringRules, opts: InningsOptions = {}): InningsCard {
  const {deliveries} = innings
  const name = opts.name ?? String
  const bpo = rules.ballsPerOver
  const overs = splitOvers(deliveries, bpo)
  const extras: ExtrasSummary = {wides: 0, noballs: 0, byes: 0, legbyes: 0, penalty: 0, total: 0}
  const fallOfWickets: FallOfWicket[] = []
  let runs = 0
  let balls = 0
  for (const d of deliveries) {
    for (const k of ['wides', 'noballs', 'byes', 'legbyes', 'penalty'] as const) extras[k] += extra(d, k)
    extras.total += d.runs.extras
    runs += d.runs.total
    if (isLegal(d)) balls++
    for (const w of fallenWickets(d)) {
      const n = fallOfWickets.length + 1
      const ov = oversText(balls, bpo)
      fallOfWickets.push({wicket: n, runs, player: w.player_out, balls, overs: ov, text: `${n}-${runs} (${name(w.player_out)}, ${ov} ov)`})
    }
  }
  const awarded = (innings.penalty_runs?.pre ?? 0) + (innings.penalty_runs?.post ?? 0)
  extras.penalty += awarded
  extras.total += awarded
  runs += awarded
  const wickets = fallOfWickets.length
  const maxBalls = rules.oversPerInnings * bpo
  const allOut = wickets >= rules.playersPerSide - 1
  const batted = new Set(battingOrder(deliveries))
  return {
    team: innings.team,
    batting: batting(deliveries, opts),
    yetToBat: (opts.squad ?? []).filter((p) => !batted.has(p)),
    extras,
    runs,
    wickets,
    balls,
    overs: oversText(balls, bpo),
    maxBalls,
    allOut,
    complete: allOut || balls >= maxBalls || (opts.target != null && runs >= opts.target),
    runRate: perBalls(runs, balls, bpo),
    fallOfWickets,
    bowling: bowling(overs, bpo),
    partnerships: partnerships(deliveries),
    overByOver: overByOver(overs, bpo),
  }
}

/** The extras line as scorecards print it: `12 (w 5, nb 2, b 3, lb 2)`; kinds with none are left out. */
export function extrasText(e: ExtrasSummary): string {
  const parts = (
    [
      ['w', e.wides],
      ['nb', e.noballs],
      ['b', e.byes],
      ['lb', e.legbyes],
      ['pen', e.penalty],
    ] as const
  ).filter(([, n]) => n > 0)
  return parts.length ? `${e.total} (${parts.map(([k, n]) => `${k} ${n}`).join(', ')})` : `${e.total}`
}

/** A total as scorecards print it: `87/3 (9.2)`, or `142 all out (7.4)`. */
export function totalText(card: Pick<InningsCard, 'runs' | 'wickets' | 'overs' | 'allOut'>): string {
  return `${card.allOut ? `${card.runs} all out` : `${card.runs}/${card.wickets}`} (${card.overs})`
}

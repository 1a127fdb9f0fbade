// The geometry of a match's over-by-over charts, drawn as SVG on the server (components/scorecard/
// over-chart.tsx): the runs of each over as bars side by side (the "Manhattan"), wickets as dots on
// their over, and the worm — each innings' cumulative runs over by over, so the chase is read against
// the target. Pure: the numbers in, coordinates and axis ticks out.

/** One innings as the charts need it: runs and wickets of each over bowled, in order (the last may be
 * unfinished). */
export interface ChartInnings {
  team: string
  overs: {runs: number; wickets: number}[]
}

export interface Tick {
  value: number
  /** Position along the axis, in the chart's own units. */
  at: number
}

export interface Bar {
  innings: number
  over: number
  runs: number
  wickets: number
  x: number
  y: number
  width: number
  height: number
}

export interface Worm {
  innings: number
  /** The line's points, "x,y x,y …", starting at 0 runs before the first ball. */
  points: string
  /** Wickets along the line: where the over that took them ends. */
  wickets: {x: number; y: number; count: number}[]
  end: {x: number; y: number; runs: number}
}

/** The drawing area inside the axes' labels (viewBox units). */
/** Sized so its 12-unit labels read at 12 px on a 390 px phone (the chart fills the column there). */
export const CHART = {width: 360, height: 200, left: 30, right: 8, top: 12, bottom: 26} as const

const PLOT_WIDTH = CHART.width - CHART.left - CHART.right
const PLOT_HEIGHT = CHART.height - CHART.top - CHART.bottom
const BOTTOM = CHART.top + PLOT_HEIGHT

/** Gridline steps a reader counts in. */
const STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500]
/** At most this many gridlines above zero. */
const MAX_TICKS = 5
/** Share of an over's slot the bars of both innings take together. */
const BAR_SHARE = 0.8

/** Ticks from 0 to a round top at or above `max`, at most MAX_TICKS steps. */
export function niceTicks(max: number): number[] {
  const top = Math.max(1, max)
  const step = STEPS.find((s) => top / s <= MAX_TICKS) ?? Math.ceil(top / MAX_TICKS)
  const count = Math.ceil(top / step)
  return Array.from({length: count + 1}, (_, i) => i * step)
}

const yOf = (value: number, top: number) => BOTTOM - (value / top) * PLOT_HEIGHT

/** The over slots on the x axis: the innings' quota, or more when an innings went longer. */
function slotsOf(innings: ChartInnings[], quota: number): number {
  return Math.max(1, quota, ...innings.map((i) => i.overs.length))
}

function yTicks(max: number): {ticks: Tick[]; top: number} {
  const values = niceTicks(max)
  const top = values.at(-1)!
  return {top, ticks: values.map((value) => ({value, at: yOf(value, top)}))}
}

/** Over numbers along the bottom: every over where they fit, otherwise every other one. */
function xTicks(slots: number, centre: (over: number) => number): Tick[] {
  const every = slots <= 12 ? 1 : slots <= 24 ? 2 : 5
  return Array.from({length: slots}, (_, i) => i + 1)
    .filter((over) => over === 1 || over % every === 0)
    .map((over) => ({value: over, at: centre(over)}))
}

/** Runs per over: one bar per innings in each over's slot, wickets as dots above it. */
export function manhattan(innings: ChartInnings[], quota: number) {
  const slots = slotsOf(innings, quota)
  const slot = PLOT_WIDTH / slots
  const sides = Math.max(1, innings.length)
  const width = (slot * BAR_SHARE) / sides
  const {top, ticks} = yTicks(Math.max(0, ...innings.flatMap((i) => i.overs.map((o) => o.runs))))
  const bars: Bar[] = innings.flatMap((inn, side) =>
    inn.overs.map((o, index) => {
      const x = CHART.left + index * slot + (slot * (1 - BAR_SHARE)) / 2 + side * width
      const y = yOf(o.runs, top)
      return {innings: side, over: index + 1, runs: o.runs, wickets: o.wickets, x, y, width, height: BOTTOM - y}
    }),
  )
  return {bars, yTicks: ticks, xTicks: xTicks(slots, (over) => CHART.left + (over - 0.5) * slot), baseline: BOTTOM}
}

/** The worm: cumulative runs at the end of each over, one line per innings, from 0 at the start. */
export function worm(innings: ChartInnings[], quota: number) {
  const slots = slotsOf(innings, quota)
  const xOf = (overs: number) => CHART.left + (overs / slots) * PLOT_WIDTH
  const totals = innings.map((inn) => inn.overs.reduce((sum, o) => sum + o.runs, 0))
  const {top, ticks} = yTicks(Math.max(0, ...totals))
  const lines: Worm[] = innings.map((inn, side) => {
    let runs = 0
    const points = [{x: xOf(0), y: yOf(0, top)}]
    const wickets: Worm['wickets'] = []
    inn.overs.forEach((o, index) => {
      runs += o.runs
      const point = {x: xOf(index + 1), y: yOf(runs, top)}
      points.push(point)
      if (o.wickets > 0) wickets.push({...point, count: o.wickets})
    })
    const last = points.at(-1)!
    return {
      innings: side,
      points: points.map((p) => `${round(p.x)},${round(p.y)}`).join(' '),
      wickets,
      end: {...last, runs},
    }
  })
  return {lines, yTicks: ticks, xTicks: xTicks(slots, xOf), baseline: BOTTOM}
}

const round = (n: number) => Math.round(n * 10) / 10

/** The charts' numbers as table rows, for the text alternative: each over with every innings' runs
 * and wickets in it and its score at the over's end (null where that innings did not reach the over). */
export function overRows(innings: ChartInnings[]): {over: number; cells: ({runs: number; wickets: number; total: number} | null)[]}[] {
  const overs = Math.max(0, ...innings.map((i) => i.overs.length))
  const totals = innings.map(() => 0)
  return Array.from({length: overs}, (_, index) => ({
    over: index + 1,
    cells: innings.map((inn, side) => {
      const o = inn.overs[index]
      if (!o) return null
      totals[side]! += o.runs
      return {...o, total: totals[side]!}
    }),
  }))
}

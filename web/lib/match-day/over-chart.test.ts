// The over-by-over charts' geometry: bars as tall as their runs against round gridlines, one slot per
// over of the quota, the worm climbing by each over's runs to the innings' total.
import {describe, expect, it} from 'vitest'
import {CHART, manhattan, niceTicks, overRows, worm, type ChartInnings} from './over-chart'

const first: ChartInnings = {team: 'GLA', overs: [4, 12, 0, 7, 18, 9, 6, 10].map((runs, i) => ({runs, wickets: i === 2 ? 2 : 0}))}
const chase: ChartInnings = {team: 'GAN', overs: [8, 3, 15, 11, 20].map((runs) => ({runs, wickets: 0}))}

describe('niceTicks', () => {
  it.each([
    [0, [0, 1]],
    [4, [0, 1, 2, 3, 4]],
    [18, [0, 5, 10, 15, 20]],
    [66, [0, 20, 40, 60, 80]],
    [142, [0, 50, 100, 150]],
    [1000, [0, 200, 400, 600, 800, 1000]],
  ])('counts up to %i in round steps', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks)
  })
})

describe('manhattan', () => {
  const chart = manhattan([first, chase], 8)

  it('draws one bar per over bowled, each as tall as its runs against the top gridline', () => {
    expect(chart.bars).toHaveLength(13)
    const top = chart.yTicks.at(-1)!
    expect(top.value).toBe(20)
    for (const bar of chart.bars) {
      expect(bar.y + bar.height).toBeCloseTo(chart.baseline)
      expect(bar.height / (chart.baseline - top.at)).toBeCloseTo(bar.runs / 20)
    }
  })

  it('puts both innings of an over side by side in its slot, in order of over', () => {
    const third = chart.bars.filter((b) => b.over === 3)
    expect(third.map((b) => b.innings)).toEqual([0, 1])
    expect(third[0]!.x + third[0]!.width).toBeCloseTo(third[1]!.x)
    const xs = chart.bars.filter((b) => b.innings === 0).map((b) => b.x)
    expect([...xs].sort((a, b) => a - b)).toEqual(xs)
    expect(Math.max(...chart.bars.map((b) => b.x + b.width))).toBeLessThanOrEqual(CHART.width - CHART.right)
  })

  it('keeps the wickets of each over and labels every over of the quota', () => {
    expect(chart.bars.find((b) => b.innings === 0 && b.over === 3)?.wickets).toBe(2)
    expect(chart.xTicks.map((t) => t.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('widens to the overs actually bowled when an innings went past the quota', () => {
    expect(manhattan([first], 6).xTicks).toHaveLength(8)
  })

  it('draws nothing but the axes before a ball is bowled', () => {
    const empty = manhattan([{team: 'GLA', overs: []}], 8)
    expect(empty.bars).toEqual([])
    expect(empty.yTicks.map((t) => t.value)).toEqual([0, 1])
  })
})

describe('worm', () => {
  const chart = worm([first, chase], 8)

  it('climbs from 0 to each innings total, one point per over', () => {
    const [a, b] = chart.lines
    expect(a!.points.split(' ')).toHaveLength(9)
    expect(b!.points.split(' ')).toHaveLength(6)
    expect(a!.end.runs).toBe(66)
    expect(b!.end.runs).toBe(57)
    expect(a!.points.split(' ')[0]).toBe(`${CHART.left},${chart.baseline}`)
  })

  it('draws the higher total higher and ends the chase where it stands', () => {
    const [a, b] = chart.lines
    expect(a!.end.y).toBeLessThan(b!.end.y)
    expect(b!.end.x).toBeLessThan(a!.end.x)
    expect(chart.yTicks.at(-1)!.value).toBeGreaterThanOrEqual(66)
  })

  it('marks a wicket where its over ends', () => {
    expect(chart.lines[0]!.wickets).toEqual([{x: expect.any(Number), y: expect.any(Number), count: 2}])
    const third = chart.lines[0]!.points.split(' ')[3]!
    expect(`${Math.round(chart.lines[0]!.wickets[0]!.x * 10) / 10},${Math.round(chart.lines[0]!.wickets[0]!.y * 10) / 10}`).toBe(third)
  })
})

describe('overRows', () => {
  it('lists every over with each innings runs, wickets and score at its end, blank past the chase', () => {
    const rows = overRows([first, chase])
    expect(rows).toHaveLength(8)
    expect(rows[2]).toEqual({over: 3, cells: [{runs: 0, wickets: 2, total: 16}, {runs: 15, wickets: 0, total: 26}]})
    expect(rows[7]!.cells).toEqual([{runs: 10, wickets: 0, total: 66}, null])
  })
})

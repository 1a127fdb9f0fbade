// The commentary over every scorecard of the demo season (content/demo-season.ndjson), as the site reads
// them: every ball has its line, every over its end-of-over line, and each milestone sits where the
// figures cross it — checked against the innings card, which is derived apart.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {BATTING_MILESTONES, BOWLER_WICKET_KINDS, commentary, deriveMatch, readScorecard, scoringRules, splitOvers, type CommentaryLine, type Scorecard} from '.'

const DEMO = path.resolve(import.meta.dirname, '../../content/demo-season.ndjson')
type Doc = {_id: string; _type: string; [field: string]: unknown}
const docs = readFileSync(DEMO, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Doc)
/** References as ids, the shape the content layer hands the league functions. */
const deref = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(deref) : value && typeof value === 'object' ? ('_ref' in value ? (value as {_ref: string})._ref : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deref(v)]))) : value
const season = docs.find((d) => d._type === 'season' && d.isCurrent)!
const rules = scoringRules(season as Parameters<typeof scoringRules>[0])
const names = new Map(docs.filter((d) => d._type === 'player').map((p) => [p._id, String(p.name).split(' ').at(-1)!]))
const name = (id: string) => names.get(id) ?? id
const scorecards = docs.filter((d) => d._type === 'scorecard').map((d) => ({id: d._id, card: readScorecard(deref(d)) as Scorecard}))

const ofKind = <K extends CommentaryLine['kind']>(lines: CommentaryLine[], kind: K) => lines.filter((l): l is Extract<CommentaryLine, {kind: K}> => l.kind === kind)

describe.each(scorecards)('the commentary of $id', ({card}) => {
  const state = deriveMatch(card, rules, {name})
  const innings = commentary(card, rules, {name, shortName: (t) => t.toUpperCase()})

  it('has one line a ball, numbered as cricket numbers them, newest first', () => {
    expect(innings.map((i) => i.number)).toEqual(card.innings.map((_, i) => i + 1).reverse())
    for (const inn of innings) {
      const record = card.innings[inn.number - 1]!
      const balls = ofKind(inn.lines, 'ball').reverse()
      expect(balls).toHaveLength(record.deliveries.length)
      balls.forEach((line, i) => {
        const d = record.deliveries[i]!
        expect(line.text.startsWith(`${name(d.bowler)} to ${name(d.batter)}, `)).toBe(true)
        expect(line.wicket).toBe((d.wickets ?? []).length > 0)
      })
      expect(balls.at(-1)?.ball).toBe(`${Math.floor((state.innings[inn.number - 1]!.balls - 1) / rules.ballsPerOver)}.${((state.innings[inn.number - 1]!.balls - 1) % rules.ballsPerOver) + 1}`)
    }
  })

  it('ends every over with its runs, the score and the bowler’s figures', () => {
    for (const inn of innings) {
      const cardOf = state.innings[inn.number - 1]!
      const ends = ofKind(inn.lines, 'over').reverse()
      const shown = cardOf.overByOver.filter((o) => o.complete || cardOf.complete)
      expect(ends).toHaveLength(shown.length)
      ends.forEach((line, i) => expect(line.text).toContain(`${shown[i]!.runs} run`))
      if (cardOf.complete) expect(ends.at(-1)!.text).toContain(`${cardOf.team.toUpperCase()} ${cardOf.allOut ? `${cardOf.runs} all out` : `${cardOf.runs}/${cardOf.wickets}`} (${cardOf.overs})`)
    }
  })

  it('names the fielder and the bowler on a catch, with the batter’s final figures', () => {
    for (const inn of innings) {
      const cardOf = state.innings[inn.number - 1]!
      for (const row of cardOf.batting.filter((r) => r.dismissal?.kind === 'caught')) {
        const line = ofKind(inn.lines, 'ball').find((l) => l.text.includes(`OUT! ${row.howOut}, ${row.runs} (${row.balls})`))
        expect(line, `${row.player}: ${row.howOut}`).toBeDefined()
        expect(row.howOut).toMatch(/^c \S.* b \S/)
      }
    }
  })

  it('marks a batter’s 25 and 50 once each, when their score crosses it', () => {
    for (const inn of innings) {
      const rows = state.innings[inn.number - 1]!.batting
      const marks = ofKind(inn.lines, 'milestone').filter((l) => l.milestone === 'batting')
      const expected = rows.flatMap((r) => BATTING_MILESTONES.filter((m) => r.runs >= m.runs).map((m) => `${m.word} for ${name(r.player)}`))
      expect(marks.map((l) => l.text.split(':')[0]).sort()).toEqual(expected.sort())
    }
  })

  it('marks each maiden, and three wickets in a spell, where the bowling figures have them', () => {
    for (const inn of innings) {
      const cardOf = state.innings[inn.number - 1]!
      const marks = ofKind(inn.lines, 'milestone')
      expect(marks.filter((l) => l.milestone === 'maiden')).toHaveLength(cardOf.bowling.reduce((s, r) => s + r.maidens, 0))
      const threes = marks.filter((l) => l.milestone === 'spellWickets').map((l) => l.player)
      for (const row of cardOf.bowling.filter((r) => r.wickets < 3)) expect(threes).not.toContain(row.player)
      const overs = splitOvers(card.innings[inn.number - 1]!.deliveries, rules.ballsPerOver)
      const taken = (b: string) => overs.flat().filter((d) => d.bowler === b && (d.wickets ?? []).some((w) => BOWLER_WICKET_KINDS.has(w.kind))).length
      for (const p of threes) expect(taken(p)).toBeGreaterThanOrEqual(3)
    }
  })
})

it('the demo season has scorecards to read, with milestones among them', () => {
  expect(scorecards.length).toBeGreaterThan(5)
  const all = scorecards.flatMap(({card}) => commentary(card, rules, {name}).flatMap((i) => i.lines))
  expect(all.some((l) => l.kind === 'milestone' && l.milestone === 'batting')).toBe(true)
})

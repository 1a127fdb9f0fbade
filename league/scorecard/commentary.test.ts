// The commentary's words, ball by ball, for matches played through the scorer's engine: a table of lines
// for a short innings with every kind of delivery, the milestones, and properties over random matches.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {ballOutcome, commentary, deriveMatch, playMatch, recordBall, seededRandom, startInnings, type Ball, type CommentaryLine, type Delivery, type Scorecard, type ScoringRules} from '.'

const rules: ScoringRules = {ballsPerOver: 6, oversPerInnings: 2, oversPerBowler: 1, playersPerSide: 4}
const names: Record<string, string> = {a1: 'Kumar', a2: 'Rao', a3: 'Singh', a4: 'Nair', a5: 'Joshi', a6: 'Shetty', b1: 'Patel', b2: 'Shah', b3: 'Das', b4: 'Iyer'}
const name = (id: string) => names[id] ?? id
const opts = {name, shortName: (t: string) => (t === 'A' ? 'GLA' : 'KNG')}

function play(r: ScoringRules, balls: Ball[], scorecard: Scorecard = {innings: []}, team = 'A'): Scorecard {
  const started = startInnings(scorecard, r, team)
  if (!started.ok) throw new Error(started.reason)
  return balls.reduce((card, ball) => {
    const res = recordBall(card, r, ball)
    if (!res.ok) throw new Error(res.reason)
    return res.scorecard
  }, started.scorecard)
}

const said = (lines: CommentaryLine[]) => [...lines].reverse().map((l) => (l.kind === 'ball' ? `${l.ball} ${l.text}` : `[${l.kind}] ${l.text}`))
const runs = (n: number): Ball => ({tap: {type: 'runs', runs: n}})

describe('an innings in words', () => {
  // Over 1 (Patel): 1, 4, wide, caught Das, 2, leg-bye, no-ball + 1, six.
  // Over 2 (Shah): 2 byes, bowled, 1 run with Singh run out by Iyer: all out for 20 in 1.3 overs.
  const card = play(rules, [
    {striker: 'a1', nonStriker: 'a2', bowler: 'b1', ...runs(1)},
    runs(4),
    {tap: {type: 'wide'}},
    {...runs(0), wicket: {kind: 'caught', fielders: ['b3']}},
    {striker: 'a3', ...runs(2)},
    {tap: {type: 'legbye', runs: 1}},
    {tap: {type: 'noball', runs: 1}},
    runs(6),
    {bowler: 'b2', tap: {type: 'bye', runs: 2}},
    {...runs(0), wicket: {kind: 'bowled'}},
    {striker: 'a4', ...runs(1), wicket: {kind: 'run out', player_out: 'a3', fielders: ['b4']}},
  ])

  it('has a line a ball, an over’s end and the innings’ end, oldest to newest', () => {
    const [innings] = commentary(card, rules, opts)
    expect(innings).toMatchObject({number: 1, team: 'A'})
    expect(said(innings!.lines)).toEqual([
      '0.1 Patel to Kumar, 1 run',
      '0.2 Patel to Rao, FOUR',
      '0.3 Patel to Rao, wide',
      '0.3 Patel to Rao, OUT! c Das b Patel, 4 (2)',
      '0.4 Patel to Singh, 2 runs',
      '0.5 Patel to Singh, 1 leg bye',
      '0.6 Patel to Kumar, no ball, 1 run',
      '0.6 Patel to Singh, SIX',
      '[over] End of over 1: 17 runs, 1 wicket · GLA 17/1 (1.0) · Singh 8 (3), Kumar 2 (2) · Patel 1.0-0-16-1',
      '1.1 Shah to Kumar, 2 byes',
      '1.2 Shah to Kumar, OUT! b Shah, 2 (4)',
      '1.3 Shah to Nair, 1 run, OUT! Singh run out (Iyer), 8 (3)',
      '[over] End of the innings (1.3 overs): 3 runs, 2 wickets · GLA 20 all out (1.3) · Nair 1 (1) · Shah 0.3-0-1-1',
    ])
    expect(innings!.lines.filter((l) => l.kind === 'ball' && l.wicket)).toHaveLength(3)
  })

  it('gives every line a key of its own, and keeps a line’s key and words as later balls arrive', () => {
    const lines = commentary(card, rules, opts)[0]!.lines
    expect(new Set(lines.map((l) => l.key)).size).toBe(lines.length)
    const shorter = {innings: [{...card.innings[0]!, deliveries: card.innings[0]!.deliveries.slice(0, 5)}]}
    const before = commentary(shorter, rules, opts)[0]!.lines
    for (const line of before) expect(lines).toContainEqual(line)
  })

  it('leaves an over in progress without its end line', () => {
    const shorter = {innings: [{...card.innings[0]!, deliveries: card.innings[0]!.deliveries.slice(0, 10)}]}
    expect(said(commentary(shorter, rules, opts)[0]!.lines).at(-1)).toBe('1.2 Shah to Kumar, OUT! b Shah, 2 (4)')
  })
})

describe('a ball’s outcome in words', () => {
  const d = (over: Partial<Delivery>): Delivery => ({batter: 'a1', non_striker: 'a2', bowler: 'b1', runs: {batter: 0, extras: 0, total: 0}, ...over})
  const figures = () => ({runs: 12, balls: 8})
  it.each([
    ['a no-ball hit for six', d({runs: {batter: 6, extras: 1, total: 7}, extras: {noballs: 1}}), 'no ball, SIX'],
    ['leg byes off a no-ball', d({runs: {batter: 0, extras: 2, total: 2}, extras: {noballs: 1, legbyes: 1}}), 'no ball, 1 leg bye'],
    ['a keeper’s stumping off a wide', d({runs: {batter: 0, extras: 1, total: 1}, extras: {wides: 1}, wickets: [{kind: 'stumped', player_out: 'a1', fielders: ['b4']}]}), 'wide, OUT! st †Iyer b Patel, 12 (8)'],
    ['the non-striker run out', d({wickets: [{kind: 'run out', player_out: 'a2', fielders: ['b3', 'b4']}]}), 'OUT! Rao run out (Das/Iyer), 12 (8)'],
    ['a batter retiring hurt, who may come back', d({wickets: [{kind: 'retired hurt', player_out: 'a1'}]}), 'Kumar retired hurt, 12 (8)'],
    ['penalty runs', d({runs: {batter: 0, extras: 5, total: 5}, extras: {penalty: 5}}), '5 penalty runs'],
  ])('%s', (_, delivery, words) => {
    expect(ballOutcome(delivery, figures, {name, keepers: ['b4']})).toBe(words)
  })
})

describe('milestones', () => {
  const long: ScoringRules = {ballsPerOver: 6, oversPerInnings: 4, oversPerBowler: 2, playersPerSide: 6}
  const opening = {striker: 'a1', nonStriker: 'a2', bowler: 'b1'}
  const bowled = {...runs(0), wicket: {kind: 'bowled' as const}}
  const milestones = (card: Scorecard) => said(commentary(card, long, opts)[0]!.lines).filter((l) => l.startsWith('[milestone]'))

  it('marks a batter’s 25 and 50 on the ball that crosses them', () => {
    const card = play(long, [{...opening, ...runs(6)}, runs(6), runs(6), runs(6), runs(2), runs(1), {bowler: 'b2', ...runs(6)}, runs(6), runs(6), runs(6)])
    const lines = said(commentary(card, long, opts)[0]!.lines)
    expect(lines.indexOf('[milestone] 25 for Kumar: 26 off 5 balls')).toBe(lines.indexOf('0.5 Patel to Kumar, 2 runs') + 1)
    expect(milestones(card)).toEqual(['[milestone] 25 for Kumar: 26 off 5 balls', '[milestone] FIFTY for Kumar: 51 off 10 balls'])
  })

  it('marks a hat-trick, a wide between not breaking it, and three wickets in the spell', () => {
    const card = play(long, [{...opening, ...bowled}, {striker: 'a3', tap: {type: 'wide'}}, bowled, {striker: 'a4', ...bowled}])
    expect(milestones(card)).toEqual(['[milestone] 3 wickets in the spell for Patel: 0.3-0-1-3', '[milestone] HAT-TRICK for Patel!'])
  })

  it('counts no hat-trick when a legal ball between takes no wicket', () => {
    const card = play(long, [{...opening, ...bowled}, {striker: 'a3', ...runs(0)}, bowled, {striker: 'a4', ...bowled}])
    expect(milestones(card)).toEqual(['[milestone] 3 wickets in the spell for Patel: 0.4-0-0-3'])
  })

  it('marks a maiden at the end of its over', () => {
    const card = play(long, [{...opening, ...runs(0)}, runs(0), runs(0), runs(0), runs(0), runs(0)])
    expect(said(commentary(card, long, opts)[0]!.lines).slice(-2)).toEqual(['[milestone] Maiden over by Patel', '[over] End of over 1: 0 runs · GLA 0/0 (1.0) · Kumar 0 (6), Rao 0 (0) · Patel 1.0-1-0-0'])
  })
})

describe('any match', () => {
  const teams = ['H', 'A'] as const
  const squads = Object.fromEntries(teams.map((t) => [t, Array.from({length: 11}, (_, i) => `${t}${i + 1}`)]))
  const match = fc.integer().map((seed) => playMatch({...rules, oversPerInnings: 5, oversPerBowler: 1, playersPerSide: 11}, teams, {squads}, seededRandom(seed)))
  const r = {...rules, oversPerInnings: 5, oversPerBowler: 1, playersPerSide: 11}

  it('has a line for every ball and every over, and the batters’ figures of the card', () => {
    fc.assert(
      fc.property(match, (card) => {
        const state = deriveMatch(card, r)
        for (const inn of commentary(card, r)) {
          const cardOf = state.innings[inn.number - 1]!
          expect(inn.lines.filter((l) => l.kind === 'ball')).toHaveLength(card.innings[inn.number - 1]!.deliveries.length)
          expect(inn.lines.filter((l) => l.kind === 'over')).toHaveLength(cardOf.overByOver.filter((o) => o.complete || cardOf.complete).length)
          // Each dismissal's line carries the figures the card ends with for that batter.
          for (const row of cardOf.batting.filter((b) => b.out))
            expect(inn.lines.some((l) => l.kind === 'ball' && l.text.includes(`${row.howOut}, ${row.runs} (${row.balls})`))).toBe(true)
        }
      }),
      {numRuns: 60},
    )
  })
})

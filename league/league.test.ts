import {describe, expect, it} from 'vitest'
import {ballsToOvers, marginText, reportHeadline, netRunRate, oversToBalls, pointsTable, scoreText} from '.'
import type {MatchResultInput, SeasonRules, TableRow} from '.'

const rules: SeasonRules = {
  overs: 8,
  pointsWin: 2,
  pointsTie: 1,
  pointsNoResult: 1,
}

describe('overs arithmetic', () => {
  it('reads cricket overs as balls and rejects impossible figures', () => {
    expect(oversToBalls(7.3)).toBe(45)
    expect(oversToBalls(8)).toBe(48)
    expect(oversToBalls(0.5)).toBe(5)
    expect(oversToBalls(7.6)).toBeNull()
    expect(oversToBalls(-1)).toBeNull()
    expect(oversToBalls(7.25)).toBeNull()
  })
  it('round-trips every ball count', () => {
    for (let b = 0; b <= 120; b++) expect(oversToBalls(ballsToOvers(b))).toBe(b)
  })
})

describe('result lines', () => {
  const base = {homeTeam: 'A', awayTeam: 'B', status: 'completed' as const}
  it('says runs when the side batting first wins and wickets when the chasers do', () => {
    expect(
      marginText({
        ...base,
        home: {runs: 84, wickets: 6, overs: 8},
        away: {runs: 72, wickets: 9, overs: 8},
        winner: 'A',
      }),
    ).toBe('A won by 12 runs')
    expect(
      marginText({
        ...base,
        home: {runs: 84, wickets: 6, overs: 8},
        away: {runs: 85, wickets: 6, overs: 7.3},
        winner: 'B',
      }),
    ).toBe('B won by 4 wickets')
    expect(
      marginText({
        ...base,
        home: {runs: 60, wickets: 10, overs: 7},
        away: {runs: 60, wickets: 3, overs: 8},
        winner: 'tie',
      }),
    ).toBe('Match tied')
    expect(marginText({...base, status: 'noResult'})).toBe('No result')
    expect(scoreText({runs: 84, wickets: 6, overs: 8})).toBe('84/6 (8.0)')
  })
  it("words a match report's headline from the same margin, and none without a result", () => {
    const names = (id: string) => ({A: 'Kings', B: 'Warriors'})[id] ?? id
    const home = {runs: 84, wickets: 6, overs: 8}
    expect(reportHeadline({...base, home, away: {runs: 72, wickets: 9, overs: 8}, winner: 'A'}, names)).toBe('Kings beat Warriors by 12 runs')
    expect(reportHeadline({...base, battedFirst: 'B', home: {runs: 61, wickets: 9, overs: 7.5}, away: {runs: 60, wickets: 10, overs: 8}, winner: 'A'}, names)).toBe('Kings beat Warriors by 1 wicket')
    expect(reportHeadline({...base, home, away: home, winner: 'tie'}, names)).toBe('Kings and Warriors tie')
    expect(reportHeadline({...base, status: 'noResult'}, names)).toBeNull()
  })
})

describe('points table', () => {
  it('matches a hand-worked example', () => {
    // A 84/6 (8.0) beat B 72/10 (7.2): B bowled out, charged 8 overs.
    // B 90/4 (8.0) beat C 80/7 (8.0). C v A no result.
    const matches: MatchResultInput[] = [
      {
        homeTeam: 'A',
        awayTeam: 'B',
        status: 'completed',
        home: {runs: 84, wickets: 6, overs: 8},
        away: {runs: 72, wickets: 10, overs: 7.2},
        winner: 'A',
      },
      {
        homeTeam: 'B',
        awayTeam: 'C',
        status: 'completed',
        home: {runs: 90, wickets: 4, overs: 8},
        away: {runs: 80, wickets: 7, overs: 8},
        winner: 'B',
      },
      {homeTeam: 'C', awayTeam: 'A', status: 'noResult'},
    ]
    const table = pointsTable(['A', 'B', 'C'], matches, rules)
    expect(table.map((r) => r.team)).toEqual(['A', 'B', 'C'])
    const [a, b, c] = table as [TableRow, TableRow, TableRow]
    expect(a).toMatchObject({
      played: 2,
      won: 1,
      lost: 0,
      noResult: 1,
      points: 3,
    })
    // A: 84/8 − 72/8 = 1.5
    expect(a.nrr).toBeCloseTo(1.5, 10)
    // B: (72+90)/16 − (84+80)/16 = −0.125
    expect(b.nrr).toBeCloseTo(-0.125, 10)
    expect(b.points).toBe(2)
    // C: 80/8 − 90/8 = −1.25
    expect(c.nrr).toBeCloseTo(-1.25, 10)
    expect(c.points).toBe(1)
  })

  it('a chase finished early counts only the balls faced', () => {
    const t = pointsTable(
      ['A', 'B'],
      [
        {
          homeTeam: 'A',
          awayTeam: 'B',
          status: 'completed',
          home: {runs: 60, wickets: 5, overs: 8},
          away: {runs: 61, wickets: 2, overs: 6},
          winner: 'B',
        },
      ],
      rules,
    )
    const b = t.find((r) => r.team === 'B')!
    expect(b.nrr).toBeCloseTo(61 / 6 - 60 / 8, 10)
  })

  it('breaks a tie on points and NRR by head-to-head', () => {
    const game = (h: string, a: string): MatchResultInput => ({
      homeTeam: h,
      awayTeam: a,
      status: 'completed',
      winner: h,
      home: {runs: 70, wickets: 5, overs: 8},
      away: {runs: 60, wickets: 5, overs: 8},
    })
    // A and B both win one and lose one by 10 runs: level on 2 points and NRR 0. B beat A, so B is
    // above A although alphabetical order would say otherwise.
    const t = pointsTable(['A', 'B', 'C', 'D'], [game('B', 'A'), game('C', 'B'), game('A', 'D')], rules)
    expect(t.map((r) => r.team)).toEqual(['C', 'B', 'A', 'D'])
    const [, second, third] = t as [TableRow, TableRow, TableRow]
    expect(second.points).toBe(third.points)
    expect(second.nrr).toBeCloseTo(third.nrr, 12)
  })
  it('gives no NRR before a team has batted and bowled', () => {
    expect(
      netRunRate({
        runsFor: 0,
        ballsFaced: 0,
        runsAgainst: 10,
        ballsBowled: 6,
      }),
    ).toBe(0)
  })

  it('holds its invariants on random seasons', () => {
    let seed = 42
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const teams = ['A', 'B', 'C', 'D', 'E']
    for (let trial = 0; trial < 200; trial++) {
      const matches: MatchResultInput[] = []
      for (const h of teams)
        for (const a of teams) {
          if (h === a) continue
          const kind = rand(10)
          // No-results change how many balls each side faced, so only half the trials have them.
          if (kind === 0 && trial % 2 === 1) {
            matches.push({homeTeam: h, awayTeam: a, status: 'noResult'})
            continue
          }
          // Full quota for both sides so NRR must sum to zero.
          const home = {runs: rand(120), wickets: rand(10), overs: 8}
          const away = {runs: rand(120), wickets: rand(10), overs: 8}
          const winner = home.runs === away.runs ? 'tie' : home.runs > away.runs ? h : a
          matches.push({
            homeTeam: h,
            awayTeam: a,
            status: 'completed',
            home,
            away,
            winner,
          })
        }
      const table = pointsTable(teams, matches, rules)
      const sum = (k: 'won' | 'lost' | 'played' | 'points' | 'tied' | 'noResult') => table.reduce((s, r) => s + r[k], 0)
      expect(sum('won')).toBe(sum('lost'))
      expect(sum('played')).toBe(matches.length * 2)
      for (const r of table) {
        expect(r.points).toBe(r.won * rules.pointsWin + r.tied * rules.pointsTie + r.noResult * rules.pointsNoResult)
        expect(r.played).toBe(r.won + r.lost + r.tied + r.noResult)
      }
      if (trial % 2 === 0) expect(table.reduce((s, r) => s + r.nrr, 0)).toBeCloseTo(0, 9)
      for (let i = 1; i < table.length; i++) {
        const [p, q] = [table[i - 1]!, table[i]!]
        expect(p.points > q.points || (p.points === q.points && p.nrr >= q.nrr - 1e-12)).toBe(true)
      }
    }
  })
})

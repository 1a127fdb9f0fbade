import {describe, expect, it} from 'vitest'
import {figuresText, leaderboards, MIN_BALLS_FOR_ECONOMY, MIN_BALLS_FOR_STRIKE_RATE, scoreWithStar, seasonStats, type Delivery, type ScoringRules, type StatsMatch, type Wicket} from '.'

const rules: ScoringRules = {ballsPerOver: 6, oversPerInnings: 8, oversPerBowler: 2, playersPerSide: 11}
const ball = (batter: string, nonStriker: string, bowler: string, bat: number, wicket?: Wicket): Delivery => ({
  batter,
  non_striker: nonStriker,
  bowler,
  runs: {batter: bat, extras: 0, total: bat},
  ...(wicket ? {wickets: [wicket]} : {}),
})
const over = (batter: string, nonStriker: string, bowler: string, runs: number[]) => runs.map((r) => ball(batter, nonStriker, bowler, r))

// Match 1: x1 54 (13 balls) caught by y2 off y1; x3 takes 2/6 (a caught and bowled, and a stumping by x2).
const m1: StatsMatch = {
  matchId: 'm1',
  playerOfMatch: ['x1'],
  players: ['x1', 'x2', 'x3', 'y1', 'y2', 'y3', 'y9'],
  scorecard: {
    innings: [
      {
        team: 'X',
        deliveries: [
          ...over('x1', 'x2', 'y1', [6, 4, 6, 4, 6, 4]),
          ...over('x1', 'x2', 'y2', [6, 6, 6, 4, 2, 0]),
          ball('x1', 'x2', 'y1', 0, {kind: 'caught', player_out: 'x1', fielders: ['y2']}),
          ball('x3', 'x2', 'y1', 2),
        ],
      },
      {
        team: 'Y',
        deliveries: [
          ...over('y1', 'y2', 'x3', [1, 1, 1, 1, 1, 1]),
          ball('y1', 'y2', 'x3', 0, {kind: 'caught and bowled', player_out: 'y1'}),
          ball('y3', 'y2', 'x3', 0, {kind: 'stumped', player_out: 'y3', fielders: ['x2']}),
        ],
      },
    ],
  },
}
// Match 2: x1 53 not out (18 balls); y3 takes 1/1, and y1 and y2 run out x4.
const m2: StatsMatch = {
  matchId: 'm2',
  playerOfMatch: ['y3'],
  scorecard: {
    innings: [
      {
        team: 'X',
        deliveries: [
          ...over('x1', 'x2', 'y3', [0, 0, 0, 0, 0, 1]),
          ...over('x1', 'x2', 'y1', [6, 6, 6, 6, 6, 6]),
          ...over('x1', 'x2', 'y2', [4, 4, 4, 4, 0, 0]),
          ball('x2', 'x1', 'y3', 0, {kind: 'bowled', player_out: 'x2'}),
          ball('x4', 'x1', 'y3', 0, {kind: 'run out', player_out: 'x4', fielders: ['y1', 'y2']}),
        ],
      },
    ],
  },
}
const playerTeam = {x1: 'X', x2: 'X', x3: 'X', x4: 'X', y1: 'Y', y2: 'Y', y3: 'Y', y9: 'Y'}

describe('a player’s season', () => {
  const stats = seasonStats([m1, m2], rules, playerTeam)

  it('adds up batting: innings, not outs, runs, balls, HS, average, SR, 4s, 6s, 50s', () => {
    const x1 = stats.get('x1')!
    expect(x1.batting).toEqual({innings: 2, notOuts: 1, runs: 54 + 53, balls: 13 + 18, fours: 4 + 4, sixes: 6 + 6, highest: {runs: 54, notOut: false, matchId: 'm1'}, average: 107, strikeRate: (107 * 100) / 31, fifties: 2, hundreds: 0})
    expect(stats.get('x2')!.batting).toMatchObject({innings: 2, notOuts: 1, runs: 0, balls: 1, average: 0})
    expect(x1.matches).toBe(2)
    expect(x1.playerOfMatch).toEqual(['m1'])
    expect(x1.byMatch.map((l) => [l.matchId, l.batting?.runs, l.batting?.howOut, l.playerOfMatch])).toEqual([
      ['m1', 54, 'c y2 b y1', true],
      ['m2', 53, 'not out', false],
    ])
  })

  it('adds up bowling: overs, maidens, runs, wickets, best, average, economy, SR', () => {
    expect(stats.get('y3')!.bowling).toEqual({innings: 1, balls: 8, overs: '1.2', maidens: 0, runs: 1, wickets: 1, best: {wickets: 1, runs: 1, matchId: 'm2'}, average: 1, economy: 0.75, strikeRate: 8})
    const x3 = stats.get('x3')!.bowling
    expect(x3).toMatchObject({balls: 8, overs: '1.2', runs: 6, wickets: 2, best: {wickets: 2, runs: 6, matchId: 'm1'}, average: 3, strikeRate: 4})
    expect(stats.get('y1')!.bowling).toMatchObject({innings: 2, balls: 14, runs: 32 + 36, wickets: 1, best: {wickets: 1, runs: 32, matchId: 'm1'}})
  })

  it('counts catches, stumpings and run outs, and who played without a figure', () => {
    expect(stats.get('y2')!.fielding).toEqual({catches: 1, stumpings: 0, runOuts: 1})
    expect(stats.get('x3')!.fielding).toEqual({catches: 1, stumpings: 0, runOuts: 0})
    expect(stats.get('x2')!.fielding).toEqual({catches: 0, stumpings: 1, runOuts: 0})
    expect(stats.get('y9')).toMatchObject({matches: 1, team: 'Y', byMatch: [{matchId: 'm1', batting: null, bowling: null, playerOfMatch: false}]})
  })

  it('takes a not-out score as the higher of two equal scores', () => {
    const twice: StatsMatch[] = ['a', 'b'].map((id, i) => ({matchId: id, scorecard: {innings: [{team: 'X', deliveries: [...over('x1', 'x2', 'y1', [4, 4]), ...(i === 0 ? [ball('x1', 'x2', 'y1', 0, {kind: 'bowled', player_out: 'x1'})] : [])]}]}}))
    expect(seasonStats(twice, rules).get('x1')!.batting.highest).toEqual({runs: 8, notOut: true, matchId: 'b'})
  })
})

describe('leaderboards', () => {
  const boards = leaderboards(seasonStats([m1, m2], rules, playerTeam).values())

  it('gives the orange and purple caps to the most runs and most wickets', () => {
    expect(boards.mostRuns[0]).toMatchObject({rank: 1, player: 'x1', team: 'X', value: 107})
    expect(boards.mostWickets.map((r) => [r.rank, r.player, r.value])).toEqual([
      [1, 'x3', 2],
      [2, 'y3', 1],
      [2, 'y1', 1],
    ])
  })

  it('ranks rates only from the stated qualifying minimum', () => {
    expect(MIN_BALLS_FOR_STRIKE_RATE).toBe(30)
    expect(MIN_BALLS_FOR_ECONOMY).toBe(36)
    expect(boards.bestStrikeRate.map((r) => r.player)).toEqual(['x1'])
    expect(boards.bestEconomy).toEqual([])
  })

  it('lists the highest scores and best bowling of single innings', () => {
    expect(boards.highestScores.slice(0, 2).map((r) => [r.rank, r.player, scoreWithStar(r.value, r.detail.notOut), r.detail.matchId])).toEqual([
      [1, 'x1', '54', 'm1'],
      [2, 'x1', '53*', 'm2'],
    ])
    expect(boards.bestBowling.map((r) => [r.rank, r.player, figuresText(r.detail)])).toEqual([
      [1, 'x3', '2/6'],
      [2, 'y3', '1/1'],
      [3, 'y1', '1/32'],
    ])
  })

  it('counts sixes and player-of-the-match awards, level players sharing a rank in a fixed order', () => {
    expect(boards.mostSixes.map((r) => [r.rank, r.player, r.value])).toEqual([[1, 'x1', 12]])
    expect(boards.playerOfMatch.map((r) => [r.rank, r.player, r.value])).toEqual([
      [1, 'x1', 1],
      [1, 'y3', 1],
    ])
    const named = leaderboards(seasonStats([m1, m2], rules, playerTeam).values(), {name: (p) => ({x1: 'Zed', y3: 'Abe'})[p] ?? p})
    expect(named.playerOfMatch.map((r) => [r.rank, r.player])).toEqual([
      [1, 'y3'],
      [1, 'x1'],
    ])
  })

  it('keeps everyone sharing the last rank and cuts the rest', () => {
    const small = leaderboards(seasonStats([m1, m2], rules, playerTeam).values(), {size: 2})
    expect(small.mostWickets.map((r) => r.rank)).toEqual([1, 2, 2])
    expect(leaderboards(seasonStats([m1, m2], rules, playerTeam).values(), {size: 1}).mostWickets.map((r) => r.player)).toEqual(['x3'])
  })
})

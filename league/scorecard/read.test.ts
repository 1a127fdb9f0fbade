import {describe, expect, it} from 'vitest'
import {MAX_DELIVERIES_PER_INNINGS, MAX_INNINGS, MAX_RUNS_PER_COUNT, readDelivery, readScorecard} from '.'

describe('reading a scorecard from CMS data', () => {
  it('keeps good deliveries as they are, with their CMS keys', () => {
    const d = {_key: 'k1', batter: 'a', non_striker: 'b', bowler: 'c', runs: {batter: 4, extras: 0, total: 4}}
    expect(readDelivery(d)).toEqual(d)
  })

  it('recomputes totals from the extras and the bat, and reads bad counts as 0', () => {
    expect(readDelivery({batter: 'a', non_striker: 'b', bowler: 'c', runs: {batter: null, extras: 9, total: 1}, extras: {wides: 1, byes: -2, legbyes: 1.5, noballs: 'x'}})).toEqual({
      batter: 'a',
      non_striker: 'b',
      bowler: 'c',
      runs: {batter: 0, extras: 1, total: 1},
      extras: {wides: 1},
    })
  })

  it('drops what cannot be a delivery, a wicket or an innings', () => {
    const card = readScorecard({
      toss: {winner: 't1', decision: 'bowl'},
      innings: [
        {team: 't1', deliveries: [null, {batter: 'a', bowler: 'c'}, {batter: 'a', non_striker: 'b', bowler: 'c', runs: {batter: 1}, wickets: [{kind: 'caught', player_out: 'a', fielders: ['f', null]}, {kind: 'sneezed', player_out: 'b'}, {kind: 'bowled'}]}]},
        {deliveries: []},
        'nonsense',
      ],
    })
    expect(card).toEqual({
      innings: [{team: 't1', deliveries: [{batter: 'a', non_striker: 'b', bowler: 'c', runs: {batter: 1, extras: 0, total: 1}, wickets: [{kind: 'caught', player_out: 'a', fielders: ['f']}]}]}],
    })
    expect(readScorecard(undefined)).toEqual({innings: []})
    expect(readScorecard({toss: {winner: 't2', decision: 'field'}, innings: {}})).toEqual({toss: {winner: 't2', decision: 'field'}, innings: []})
  })
})

describe('a scorecard past the Studio’s bounds', () => {
  const ball = (runs: number) => ({batter: 'a', non_striker: 'b', bowler: 'c', runs: {batter: runs}, extras: {byes: runs, wides: 1e308}})

  it('reads a count above the Studio’s largest as that largest', () => {
    expect(readDelivery(ball(1e308))?.runs).toEqual({batter: MAX_RUNS_PER_COUNT, extras: 2 * MAX_RUNS_PER_COUNT, total: 3 * MAX_RUNS_PER_COUNT})
    expect(readDelivery(ball(7))?.extras).toEqual({byes: 7, wides: MAX_RUNS_PER_COUNT})
  })

  it('reads the first innings and deliveries the Studio allows, no more', () => {
    const innings = (team: string) => ({team, deliveries: Array.from({length: MAX_DELIVERIES_PER_INNINGS + 500}, () => ball(1))})
    const card = readScorecard({innings: [innings('t1'), innings('t2'), innings('t3')]})
    expect(card.innings.map((i) => [i.team, i.deliveries.length])).toEqual([
      ['t1', MAX_DELIVERIES_PER_INNINGS],
      ['t2', MAX_DELIVERIES_PER_INNINGS],
    ])
    expect(MAX_INNINGS).toBe(2)
  })
})

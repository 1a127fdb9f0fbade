// A scorecard as the queries return it becomes the league's Scorecard: counts default to 0, empty extras
// and wicket lists disappear as in Cricsheet, a half-chosen toss is no toss, one scorecard a match.
import {describe, expect, it} from 'vitest'
import {byMatch, toMatchScorecard} from './scorecards'
import type {MatchScorecardQueryResult} from './sanity.types'

type Row = NonNullable<MatchScorecardQueryResult>
const none = {wides: null, noballs: null, byes: null, legbyes: null, penalty: null}
const row = (over: Partial<Row> = {}): Row => ({
  _id: 'scorecard-1',
  _updatedAt: '2026-10-03T10:00:00Z',
  match: 'match-1',
  toss: {winner: 'gla', decision: 'field'},
  innings: [
    {
      team: 'kng',
      penalty_runs: null,
      deliveries: [
        {batter: 'a', non_striker: 'b', bowler: 'x', runs: {batter: 4, extras: 0, total: 4}, extras: null, wickets: null},
        {batter: 'a', non_striker: 'b', bowler: 'x', runs: {batter: 0, extras: 1, total: 1}, extras: {...none, wides: 1}, wickets: []},
        {batter: 'a', non_striker: 'b', bowler: 'x', runs: null, extras: {...none}, wickets: [{kind: 'caught', player_out: 'a', fielders: ['y']}]},
        {batter: 'c', non_striker: 'b', bowler: 'x', runs: {batter: null, extras: null, total: null}, extras: null, wickets: [{kind: 'bowled', player_out: 'c', fielders: null}]},
      ],
    },
  ],
  ...over,
})

describe('toMatchScorecard', () => {
  it('reads each delivery in Cricsheet’s shape, counts missing as 0, leaving out empty extras and wickets', () => {
    expect(toMatchScorecard(row())).toEqual({
      _id: 'scorecard-1',
      _updatedAt: '2026-10-03T10:00:00Z',
      match: 'match-1',
      scorecard: {
        toss: {winner: 'gla', decision: 'field'},
        innings: [
          {
            team: 'kng',
            deliveries: [
              {batter: 'a', non_striker: 'b', bowler: 'x', runs: {batter: 4, extras: 0, total: 4}},
              {batter: 'a', non_striker: 'b', bowler: 'x', runs: {batter: 0, extras: 1, total: 1}, extras: {wides: 1}},
              {batter: 'a', non_striker: 'b', bowler: 'x', runs: {batter: 0, extras: 0, total: 0}, wickets: [{kind: 'caught', player_out: 'a', fielders: ['y']}]},
              {batter: 'c', non_striker: 'b', bowler: 'x', runs: {batter: 0, extras: 0, total: 0}, wickets: [{kind: 'bowled', player_out: 'c'}]},
            ],
          },
        ],
      },
    })
  })

  it('drops a toss without its winner or decision, and an innings without its team', () => {
    const card = toMatchScorecard(row({toss: {winner: 'gla', decision: null}, innings: [{team: null as never, penalty_runs: null, deliveries: []}]}))
    expect(card.scorecard).toEqual({innings: []})
  })
})

describe('byMatch', () => {
  it('keeps the first scorecard of each match (the queries list the latest edited first)', () => {
    const cards = byMatch([row({_id: 'new'}), row({_id: 'old'}), row({_id: 'other', match: 'match-2'})])
    expect([...cards].map(([match, card]) => [match, card._id])).toEqual([
      ['match-1', 'new'],
      ['match-2', 'other'],
    ])
  })
})

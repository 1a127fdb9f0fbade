// The scorecard as the Studio stores it and as the engine reads it: one delivery through both conversions
// comes back the same, and what the tool writes has the keys and types the schema declares.
import {describe, expect, it} from 'vitest'
import type {Delivery} from '../../league/scorecard/types'
import {ballLabel} from './ball-label'
import {deliveryFromValue, deliveryToValue, inningsValue, scorecardFromValue, tossValue} from './document'

const caught: Delivery = {
  batter: 'p1',
  non_striker: 'p2',
  bowler: 'b1',
  runs: {batter: 0, extras: 0, total: 0},
  wickets: [{kind: 'caught', player_out: 'p1', fielders: ['f1']}],
}
const wide: Delivery = {batter: 'p1', non_striker: 'p2', bowler: 'b1', runs: {batter: 0, extras: 3, total: 3}, extras: {wides: 3}}

describe('the scorecard document', () => {
  it.each([caught, wide])('a delivery survives the round trip through the stored shape', (delivery) => {
    expect(deliveryFromValue(deliveryToValue(delivery))).toEqual(delivery)
  })

  it('writes references, array keys and the schema’s type names', () => {
    const value = deliveryToValue(caught, 'k1')
    expect(value).toMatchObject({
      _key: 'k1',
      _type: 'delivery',
      batter: {_type: 'reference', _ref: 'p1'},
      wickets: [{_type: 'wicket', kind: 'caught', player_out: {_ref: 'p1'}, fielders: [{_type: 'reference', _ref: 'f1'}]}],
    })
    const keys = [value.wickets![0]!._key, value.wickets![0]!.fielders![0]!._key]
    expect(keys.every((k) => /^[0-9a-f]{12}$/.test(k))).toBe(true)
    expect(new Set(keys).size).toBe(2)
  })

  it('reads a scorecard innings for innings, with a toss only when both halves are there', () => {
    const innings = inningsValue('t1')
    expect(innings).toMatchObject({_type: 'inningsRecord', team: {_ref: 't1'}, deliveries: []})
    const value = {toss: tossValue({winner: 't1', decision: 'field'}), innings: [{...innings, deliveries: [deliveryToValue(wide)]}, {_key: 'x'}]}
    expect(scorecardFromValue(value)).toEqual({toss: {winner: 't1', decision: 'field'}, innings: [{team: 't1', deliveries: [wide]}, {team: '', deliveries: []}]})
    expect(scorecardFromValue({toss: {winner: {_ref: 't1'}}})).toEqual({innings: []})
    expect(scorecardFromValue(undefined)).toEqual({innings: []})
  })
})

describe('the this-over strip', () => {
  const ball = (runs: Delivery['runs'], extras?: Delivery['extras'], wickets?: Delivery['wickets']): Delivery => ({batter: 'a', non_striker: 'b', bowler: 'c', runs, extras, wickets})
  it.each([
    [ball({batter: 0, extras: 0, total: 0}), '0'],
    [ball({batter: 6, extras: 0, total: 6}), '6'],
    [ball({batter: 0, extras: 1, total: 1}, {wides: 1}), 'wd'],
    [ball({batter: 0, extras: 3, total: 3}, {wides: 3}), '3wd'],
    [ball({batter: 4, extras: 1, total: 5}, {noballs: 1}), '4nb'],
    [ball({batter: 0, extras: 2, total: 2}, {legbyes: 2}), '2lb'],
    [ball({batter: 0, extras: 1, total: 1}, {byes: 1}), '1b'],
    [caught, 'W'],
    [ball({batter: 1, extras: 0, total: 1}, undefined, [{kind: 'run out', player_out: 'b'}]), 'W+1'],
  ])('%j is written %s', (delivery, label) => {
    expect(ballLabel(delivery)).toBe(label)
  })
})

import {describe, expect, it} from 'vitest'
import {sharedRanks} from './rank'

describe('sharedRanks', () => {
  it.each([
    [[900, 800, 800, 700], [1, 2, 2, 4]],
    [[500, 500, 500], [1, 1, 1]],
    [[3, 2, 1], [1, 2, 3]],
    [[], []],
  ])('%j → %j', (values, ranks) => {
    expect(sharedRanks(values)).toEqual(ranks)
  })

  it('counts past a hundred with ties', () => {
    const values = [...Array.from({length: 99}, (_, i) => 1000 - i), 5, 5]
    expect(sharedRanks(values).slice(-3)).toEqual([99, 100, 100])
  })
})

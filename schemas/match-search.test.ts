// A match's searchable team names: both names when both teams are known, whichever is known otherwise.
import {describe, expect, it} from 'vitest'
import {teamNamesOf} from './match-search'

describe('teamNamesOf', () => {
  it.each([
    ['Oxygen Gangsters', 'Oxygen Warriors', 'Oxygen Gangsters v Oxygen Warriors'],
    ['Oxygen Gangsters', null, 'Oxygen Gangsters'],
    [undefined, 'Oxygen Warriors', 'Oxygen Warriors'],
    [null, '', undefined],
  ])('%j and %j give %j', (home, away, names) => {
    expect(teamNamesOf(home, away)).toBe(names)
  })
})

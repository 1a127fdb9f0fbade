// Which match an address names: only the season the site shows, numbers checked before any lookup.
import {describe, expect, it} from 'vitest'
import type {LeagueSeasonQueryResult, PostsQueryResult} from '@/lib/content'
import {findMatch, matchPageParams, reportsOf} from './match-data'

const match = (n: number) => ({_id: `m${n}`, matchNumber: n}) as NonNullable<LeagueSeasonQueryResult>['matches'][number]
const season = {year: 2026, matches: [match(1), match(2), match(12)]} as NonNullable<LeagueSeasonQueryResult>

describe('matchPageParams', () => {
  it('lists every numbered match of the season, none without a season year', () => {
    expect(matchPageParams(season)).toEqual([
      {season: '2026', number: '1'},
      {season: '2026', number: '2'},
      {season: '2026', number: '12'},
    ])
    expect(matchPageParams({...season, year: null} as unknown as typeof season)).toEqual([])
    expect(matchPageParams(null)).toEqual([])
  })
})

describe('findMatch', () => {
  it('finds a match of the season by its number', () => {
    expect(findMatch(season, '2026', '12')?.match._id).toBe('m12')
  })

  it.each([
    ['another season', '2025', '1'],
    ['an unknown number', '2026', '3'],
    ['a number with a leading zero', '2026', '01'],
    ['a number that is not one', '2026', '1e1'],
    ['a year that is not one', '20x6', '1'],
    ['an empty number', '2026', ''],
  ])('finds nothing for %s', (_case, year, number) => {
    expect(findMatch(season, year, number)).toBeNull()
  })

  it('finds nothing while there is no season', () => {
    expect(findMatch(null, '2026', '1')).toBeNull()
  })
})

describe('reportsOf', () => {
  it('keeps the posts that name the match', () => {
    const posts = [{_id: 'a', match: {_id: 'm1'}}, {_id: 'b', match: null}, {_id: 'c', match: {_id: 'm2'}}] as unknown as PostsQueryResult
    expect(reportsOf(posts, 'm1').map((p) => p._id)).toEqual(['a'])
  })
})

import {describe, expect, it} from 'vitest'
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {latestResults, nextFixtures} from './hub-content'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]
const m = (id: string, status: string, startsAt: string) => ({_id: id, status, startsAt}) as Match

const NOW = Date.parse('2026-11-25T12:00:00Z')
const matches = [
  m('old', 'completed', '2026-10-03T02:30:00Z'),
  m('rained', 'noResult', '2026-11-08T02:30:00Z'),
  m('recent', 'completed', '2026-11-15T02:30:00Z'),
  m('overdue', 'scheduled', '2026-11-22T02:30:00Z'),
  m('later', 'scheduled', '2026-12-19T12:30:00Z'),
  m('soon', 'scheduled', '2026-11-29T02:30:00Z'),
  m('live', 'live', '2026-11-25T10:00:00Z'),
]

describe('latestResults', () => {
  it('takes the played matches (no results too), newest first', () => {
    expect(latestResults(matches).map((x) => x._id)).toEqual(['recent', 'rained'])
  })
})

describe('nextFixtures', () => {
  it('takes the live match and the ones still ahead, soonest first, not one whose time has passed unplayed', () => {
    expect(nextFixtures(matches, NOW, 3).map((x) => x._id)).toEqual(['live', 'soon', 'later'])
  })

  it('is empty once the season is over', () => {
    const finished = matches.filter((x) => x.status !== 'live')
    expect(nextFixtures(finished, Date.parse('2027-01-01T00:00:00Z'))).toEqual([])
  })
})

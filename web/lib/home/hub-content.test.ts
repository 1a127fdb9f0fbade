import {describe, expect, it} from 'vitest'
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {hubHeadline, latestResults, nextFixtures} from './hub-content'

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

describe('hubHeadline', () => {
  const team = (name: string) => ({_id: name, name})
  const fixture = (id: string, status: string, startsAt: string, extra: Partial<Match> = {}) =>
    ({...m(id, status, startsAt), homeTeam: team('Oxygen Gangsters'), awayTeam: team('Oxygen Gladiators'), ...extra}) as Match

  it('names the next match with its day and time in India', () => {
    const season = [fixture('played', 'completed', '2026-11-21T02:30:00Z'), fixture('next', 'scheduled', '2026-11-28T02:30:00Z')]
    expect(hubHeadline(season, NOW)).toMatchObject({
      label: 'Next match',
      text: 'Oxygen Gangsters v Oxygen Gladiators · Sat, 28 Nov 2026, 8:00 am IST',
      match: {_id: 'next'},
    })
  })

  it('says a match is live without a time', () => {
    expect(hubHeadline([fixture('now', 'live', '2026-11-25T10:00:00Z')], NOW)).toMatchObject({label: 'Live now', text: 'Oxygen Gangsters v Oxygen Gladiators'})
  })

  it('calls the final by its name while it is next', () => {
    const season = [fixture('final', 'scheduled', '2026-12-06T02:30:00Z', {stage: 'final'})]
    expect(hubHeadline(season, NOW)?.label).toBe('The final')
  })

  it('names the champion once the final is decided, with its margin', () => {
    const final = fixture('final', 'completed', '2026-12-06T02:30:00Z', {
      stage: 'final',
      winner: 'away',
      battedFirst: 'home',
      home: {runs: 80, wickets: 9, overs: 8},
      away: {runs: 81, wickets: 4, overs: 6.4},
    } as Partial<Match>)
    const headline = hubHeadline([final], Date.parse('2026-12-07T00:00:00Z'))
    expect(headline?.label).toBe('Champions')
    expect(headline?.text).toMatch(/^Oxygen Gladiators · Final: Oxygen Gladiators won by 6 wickets/)
  })

  it('is null when nothing is ahead and no final was decided', () => {
    expect(hubHeadline([fixture('played', 'completed', '2026-11-21T02:30:00Z')], NOW)).toBeNull()
  })
})

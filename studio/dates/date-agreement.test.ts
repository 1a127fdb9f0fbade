import {describe, expect, it} from 'vitest'
import {badgeForMatch, dateDisagreement} from './date-agreement'

const finale = {_id: 'keyDate-grand-finale', title: 'Grand Finale', date: '2026-12-19', badge: 'FINALS'}
const final = {_id: 'match-final', matchNumber: 13, startsAt: '2026-12-19T12:30:00.000Z'}

describe('one date for one event', () => {
  it('says nothing while the key date and the match name the same day in India', () => {
    expect(dateDisagreement(finale, final)).toBeNull()
    // 00:15 IST on the 20th is still the 19th in UTC: India's day counts.
    expect(dateDisagreement({...finale, date: '2026-12-20'}, {...final, startsAt: '2026-12-19T18:45:00.000Z'})).toBeNull()
  })

  it('names both days, and which match, when they differ', () => {
    expect(dateDisagreement({...finale, date: '2026-12-27'}, final)).toBe(
      'The Final (#13) is on 19 Dec 2026, but the key date "Grand Finale" says 27 Dec 2026: change one so that both say the same day.',
    )
    expect(dateDisagreement({_id: 'k', title: 'League Matches Begin', date: '2026-10-04', badge: 'SEASON START'}, {_id: 'match-1', matchNumber: 1, startsAt: '2026-10-03T02:30:00.000Z'})).toMatch(
      /^The season’s first match \(#1\) is on 3 Oct 2026, but the key date "League Matches Begin" says 4 Oct 2026/,
    )
  })

  it.each([
    ['a TENTATIVE key date', {...finale, badge: 'TENTATIVE', date: '2026-12-27'}, final],
    ['a match with no start yet', {...finale, date: '2026-12-27'}, {...final, startsAt: null}],
    ['a key date with no day yet', {...finale, date: null}, final],
  ])('says nothing for %s', (_, keyDate, match) => expect(dateDisagreement(keyDate, match)).toBeNull())

  it('pairs the current season’s final with FINALS and its first match with SEASON START, nothing else', () => {
    const found = {current: 'season-2026', first: 'match-1', keyDates: []}
    expect(badgeForMatch({id: 'match-final', season: 'season-2026', stage: 'final'}, found)).toBe('FINALS')
    expect(badgeForMatch({id: 'match-1', season: 'season-2026', stage: 'league'}, found)).toBe('SEASON START')
    expect(badgeForMatch({id: 'match-2', season: 'season-2026', stage: 'league'}, found)).toBeUndefined()
    expect(badgeForMatch({id: 'match-final', season: 'season-2025', stage: 'final'}, found)).toBeUndefined()
  })
})

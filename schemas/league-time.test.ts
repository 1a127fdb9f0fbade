import {describe, expect, it} from 'vitest'
import {leagueDay, listedLeagueZone} from './league-time'

describe('leagueDay', () => {
  it.each([
    ['a morning match in India', '2026-10-03T05:30:00Z', '2026-10-03'],
    ['just after midnight in India, still the day before in UTC', '2026-10-03T18:45:00Z', '2026-10-04'],
    ['just before midnight in India', '2026-10-03T18:29:00Z', '2026-10-03'],
    ['an offset other than UTC', '2026-10-04T00:15:00+05:30', '2026-10-04'],
  ])('%s', (_, instant, day) => expect(leagueDay(instant)).toBe(day))

  it.each([undefined, null, '', 'soon', 42])('names no day for %j', (value) => expect(leagueDay(value)).toBeUndefined())
})

describe('listedLeagueZone', () => {
  it('names India as the engine lists it, so the Studio accepts it', () => {
    expect(listedLeagueZone(['Asia/Calcutta', 'Europe/London'])).toBe('Asia/Calcutta')
    expect(listedLeagueZone(['Asia/Kolkata', 'Europe/London'])).toBe('Asia/Kolkata')
    expect(Intl.supportedValuesOf('timeZone')).toContain(listedLeagueZone())
  })
})

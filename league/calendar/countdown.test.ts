// The countdown's arithmetic: days counted in India whatever the visitor's zone, the exact
// midnight boundary, the words for today and tomorrow, and silence after the season.
import {describe, expect, it} from 'vitest'
import {civilDateIn, countdownText, daysBetween, msUntilNextMidnight, nextCountdown} from './countdown'

const season = [
  {title: 'Player Auction', date: '2025-12-06', badge: 'TENTATIVE' as const},
  {title: 'League Matches Begin', date: '2026-01-24', badge: 'SEASON START' as const},
  {title: 'Grand Finale', date: '2026-02-08', badge: 'FINALS' as const},
]

/** An instant given as wall-clock time in India (UTC+05:30, no daylight saving). */
const ist = (local: string) => Date.parse(`${local}+05:30`)

describe('nextCountdown', () => {
  it.each([
    ['two weeks before the auction', ist('2025-11-22T10:00:00'), 'Player Auction in 14 days', 14],
    ['23:59 IST the day before', ist('2025-12-05T23:59:00'), 'Player Auction tomorrow', 1],
    ['00:01 IST on the day', ist('2025-12-06T00:01:00'), 'Player Auction today', 0],
    ['the last minute of the day', ist('2025-12-06T23:59:59'), 'Player Auction today', 0],
    ['the day after moves to the next date', ist('2025-12-07T00:00:00'), 'League Matches Begin in 48 days', 48],
    ['the final day', ist('2026-02-08T18:00:00'), 'Grand Finale today', 0],
  ])('%s → %s', (_, now, text, days) => {
    expect(nextCountdown(season, now)).toMatchObject({text, days})
  })

  it('counts in India even where the visitor is still on the previous day', () => {
    // 20:00 on 5 Dec in New York is 06:30 on 6 Dec in Bangalore: the auction is today.
    const now = Date.parse('2025-12-05T20:00:00-05:00')
    expect(civilDateIn(now, 'America/New_York')).toBe('2025-12-05')
    expect(nextCountdown(season, now)?.text).toBe('Player Auction today')
    // The same instant counted in New York would say tomorrow: the zone is what decides.
    expect(nextCountdown(season, now, 'America/New_York')?.text).toBe('Player Auction tomorrow')
  })

  it('reads the same India date and time without the time-zone database as Intl does with it', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit'})
    // Every 7 h 13 min across 2024–2027: each hour of the day, both sides of every midnight in India.
    for (let instant = Date.parse('2024-01-01T00:00:00Z'); instant < Date.parse('2027-12-31T00:00:00Z'); instant += 26_000_000) {
      expect(civilDateIn(instant)).toBe(intl.format(instant))
    }
    expect(msUntilNextMidnight(ist('2025-12-05T23:00:00'))).toBe(3_600_000)
  })

  it('crosses the IST midnight at 18:30 UTC', () => {
    expect(nextCountdown(season, Date.parse('2025-12-05T18:29:59Z'))?.text).toBe('Player Auction tomorrow')
    expect(nextCountdown(season, Date.parse('2025-12-05T18:30:00Z'))?.text).toBe('Player Auction today')
  })

  it('marks a tentative date and not a confirmed one', () => {
    expect(nextCountdown(season, ist('2025-11-22T10:00:00'))?.tentative).toBe(true)
    expect(nextCountdown(season, ist('2026-02-01T10:00:00'))?.tentative).toBe(false)
  })

  it('is null after the season, and for no dates at all', () => {
    expect(nextCountdown(season, ist('2026-02-09T00:00:00'))).toBeNull()
    expect(nextCountdown([], ist('2025-11-22T10:00:00'))).toBeNull()
  })

  it('orders by date whatever the CMS order, and skips dates that are not real days', () => {
    const shuffled = [season[2]!, {title: 'Broken', date: '2025-02-30', badge: null}, season[0]!]
    expect(nextCountdown(shuffled, ist('2025-11-22T10:00:00'))?.title).toBe('Player Auction')
  })

  it('gives an untitled date a readable name', () => {
    expect(nextCountdown([{title: ' ', date: '2025-12-06', badge: null}], ist('2025-12-04T09:00:00'))?.text).toBe(
      'Next key date in 2 days',
    )
  })
})

describe('the pieces', () => {
  it.each([
    [0, 'Grand Finale today'],
    [1, 'Grand Finale tomorrow'],
    [2, 'Grand Finale in 2 days'],
    [40, 'Grand Finale in 40 days'],
  ])('countdownText(%i)', (days, text) => {
    expect(countdownText('Grand Finale', days)).toBe(text)
  })

  it.each([
    ['2025-11-22', '2025-12-06', 14],
    ['2025-12-31', '2026-01-01', 1],
    ['2028-02-28', '2028-03-01', 2],
    ['2026-02-09', '2026-02-08', -1],
  ])('daysBetween(%s, %s) = %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days)
  })

  it.each([
    ['23:59:00 IST', ist('2025-12-05T23:59:00'), 60_000],
    ['00:00:00 IST', ist('2025-12-06T00:00:00'), 86_400_000],
    ['12:00:00.250 IST', ist('2025-12-06T12:00:00.250'), 43_199_750],
  ])('msUntilNextMidnight at %s', (_, now, ms) => {
    expect(msUntilNextMidnight(now)).toBe(ms)
  })
})

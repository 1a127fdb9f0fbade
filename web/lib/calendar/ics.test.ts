// The calendar file fans import: one all-day VEVENT per key date, tentative ones marked, UIDs that
// survive edits, and text that calendar apps parse (escaped, CRLF-terminated).
import fc from 'fast-check'
import {createEvent} from 'ics'
import {describe, expect, it} from 'vitest'
import {emailRule} from '../../../league/fields/field-formats'
import {MATCH_DURATION_MINUTES} from '@/lib/constants'
import {CALENDAR_MAX_EVENTS} from '@/lib/limits'
import type {Fixture} from '../../../league'
import type {KeyDatesQueryResult} from '@/lib/content'
import {keyDateUid, seasonIcs} from './ics'

/** A key date as the site's query returns it. */
type KeyDate = KeyDatesQueryResult[number]

const keyDates: KeyDate[] = [
  {_id: 'keyDate-auction', title: 'Player Auction', date: '2025-12-06', dateNote: null, desc: 'Team owners bid; the date may move.', badge: 'TENTATIVE'},
  {_id: 'keyDate-league-start', title: 'League Matches Begin', date: '2026-01-24', dateNote: 'onwards', desc: 'Weekend matches.', badge: 'SEASON START'},
  {_id: 'keyDate-grand-finale', title: 'Grand Finale', date: '2026-02-08', dateNote: null, desc: '', badge: 'FINALS'},
]

const options = {
  scheduleUrl: 'https://opl.example.org/matches/schedules',
  uidDomain: 'opl.example.org',
  calendarName: 'Oxygen Premier League key dates',
  summaryPrefix: 'OPL',
  location: 'Sarjapur, Bangalore',
  organizer: {name: 'Oxygen Premier League', email: 'support@example.org'},
}

/** Unfolds continuation lines (RFC 5545 §3.1) and splits the file into its VEVENT blocks. */
function events(ics: string): string[] {
  const unfolded = ics.replace(/\r\n[ \t]/g, '')
  return [...unfolded.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map((m) => m[1]!)
}

const line = (event: string, name: string) => event.split('\r\n').find((l) => l.startsWith(name))

describe('seasonIcs: key dates', () => {
  const ics = seasonIcs(keyDates, [], options)
  const [auction, start, finale] = events(ics)

  it('is one calendar with one VEVENT per key date, in CRLF lines', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
    expect(events(ics)).toHaveLength(3)
    expect(ics).not.toMatch(/[^\r]\n/)
    expect(ics).toContain('X-WR-CALNAME:Oxygen Premier League key dates')
  })

  it('makes every date an all-day event ending the next day', () => {
    expect(line(auction!, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20251206')
    expect(line(auction!, 'DTEND')).toBe('DTEND;VALUE=DATE:20251207')
    expect(line(finale!, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20260208')
    expect(line(finale!, 'DTEND')).toBe('DTEND;VALUE=DATE:20260209')
  })

  it('marks the tentative date TENTATIVE and the others CONFIRMED', () => {
    expect(line(auction!, 'STATUS')).toBe('STATUS:TENTATIVE')
    expect(line(start!, 'STATUS')).toBe('STATUS:CONFIRMED')
    expect(line(finale!, 'STATUS')).toBe('STATUS:CONFIRMED')
  })

  it('gives each event a UID from its document id, the same on every build', () => {
    expect(line(auction!, 'UID')).toBe('UID:keyDate-auction@opl.example.org')
    expect(events(seasonIcs(keyDates, [], options)).map((e) => line(e, 'UID'))).toEqual(
      events(ics).map((e) => line(e, 'UID')),
    )
    expect(keyDateUid('drafts.keyDate-auction', 'opl.example.org')).toBe('keyDate-auction@opl.example.org')
  })

  it('carries title, place, link and escaped description', () => {
    expect(line(auction!, 'SUMMARY')).toBe('SUMMARY:OPL: Player Auction')
    expect(line(auction!, 'LOCATION')).toBe('LOCATION:Sarjapur\\, Bangalore')
    expect(line(auction!, 'DESCRIPTION')).toBe('DESCRIPTION:Team owners bid\\; the date may move.')
    expect(line(auction!, 'URL')).toBe('URL:https://opl.example.org/matches/schedules')
    expect(line(finale!, 'DESCRIPTION')).toBeUndefined()
  })

  it('leaves out a date that is not a real day and still builds an empty calendar', () => {
    const broken = {...keyDates[0]!, _id: 'broken', date: '2025-13-01'}
    expect(events(seasonIcs([broken, keyDates[2]!], [], options))).toHaveLength(1)
    expect(events(seasonIcs([], [], options))).toHaveLength(0)
  })
})

describe('seasonIcs: fixtures', () => {
  const team = (id: string, name: string) => ({_id: id, name})
  const played: Fixture = {
    _id: 'match-07',
    matchNumber: 7,
    stage: 'league',
    startsAt: '2026-01-24T04:30:00Z',
    status: 'completed',
    venue: 'Oxygen Residency',
    battedFirst: 'home',
    homeTeam: team('team-g', 'Oxygen Gangsters'),
    awayTeam: team('team-d', 'Oxygen Desperados'),
    home: {runs: 84, wickets: 6, overs: 8},
    away: {runs: 80, wickets: 9, overs: 8},
    winner: 'home',
  }
  const final: Fixture = {
    ...played,
    _id: 'match-final',
    matchNumber: 13,
    stage: 'final',
    startsAt: '2026-02-08T10:00:00Z',
    status: 'scheduled',
    venue: null,
    home: null,
    away: null,
    winner: null,
  }
  const abandoned: Fixture = {...final, _id: 'match-rain', stage: 'league', matchNumber: 9, status: 'abandoned'}
  const ics = seasonIcs(keyDates, [played, final, abandoned, {...final, _id: 'no-time', startsAt: null}], options)
  const [, , , first, second, third, ...rest] = events(ics)

  it('adds one timed event per fixture with a start, after the key dates', () => {
    expect(rest).toHaveLength(0)
    expect(line(first!, 'DTSTART')).toBe('DTSTART:20260124T043000Z')
    expect(line(first!, 'DURATION')).toBe(`DURATION:PT${MATCH_DURATION_MINUTES}M`)
    expect(line(first!, 'UID')).toBe('UID:match-07@opl.example.org')
  })

  it('names the match and its place, and puts the result in the description once played', () => {
    expect(line(first!, 'SUMMARY')).toBe('SUMMARY:OPL: Match 7: Oxygen Gangsters v Oxygen Desperados')
    expect(line(first!, 'LOCATION')).toBe('LOCATION:Oxygen Residency\\, Sarjapur\\, Bangalore')
    expect(line(first!, 'DESCRIPTION')).toBe(
      'DESCRIPTION:Oxygen Gangsters 84/6 (8.0)\\, Oxygen Desperados 80/9 (8.0). Oxygen Gangsters won by 4 runs',
    )
    expect(line(second!, 'SUMMARY')).toBe('SUMMARY:OPL: Final: Oxygen Gangsters v Oxygen Desperados')
    expect(line(second!, 'DESCRIPTION')).toBeUndefined()
    expect(line(second!, 'LOCATION')).toBe('LOCATION:Sarjapur\\, Bangalore')
  })

  it('marks an abandoned match CANCELLED and the others CONFIRMED', () => {
    expect(line(first!, 'STATUS')).toBe('STATUS:CONFIRMED')
    expect(line(third!, 'STATUS')).toBe('STATUS:CANCELLED')
    expect(line(third!, 'DESCRIPTION')).toBe('DESCRIPTION:Match abandoned')
  })
})

describe('seasonIcs: CMS text cannot add lines or parameters', () => {
  const hostile: KeyDate = {
    _id: 'keyDate-hostile',
    title: 'Auction\rDTSTART:19700101',
    date: '2026-01-10',
    dateNote: null,
    desc: 'One\r\ntwo\rthree\nfour\u0007',
    badge: 'TENTATIVE',
  }
  const organizer = {name: 'Oxygen "Premier";X-INJECTED=1;CN="League\r\nX-LINE:1', email: 'support@example.org'}
  const ics = seasonIcs([hostile], [], {...options, calendarName: 'Key\rdates', organizer})
  const unfolded = ics.replace(/\r\n[ \t]/g, '')
  const [event] = events(ics)

  it('a lone CR or LF is an escaped line break: the file has no line the CMS wrote', () => {
    expect(ics).not.toMatch(/\r(?!\n)/)
    expect(ics).not.toMatch(/[^\r]\n/)
    expect(unfolded.split('\r\n').filter((l) => /^(DTSTART:19700101|X-LINE|X-INJECTED)/.test(l))).toEqual([])
    expect(line(event!, 'SUMMARY')).toBe('SUMMARY:OPL: Auction\\nDTSTART:19700101')
    expect(line(event!, 'DESCRIPTION')).toBe('DESCRIPTION:One\\ntwo\\nthree\\nfour')
    expect(unfolded).toContain('X-WR-CALNAME:Key\\ndates')
  })

  it('a quote cannot end the organiser parameter early', () => {
    expect(line(event!, 'ORGANIZER')).toBe('ORGANIZER;CN="Oxygen Premier;X-INJECTED=1;CN=LeagueX-LINE:1":MAILTO:support@example.org')
  })
})

describe(`seasonIcs: at most ${CALENDAR_MAX_EVENTS} events`, () => {
  it('keeps the ones nearest to today, in date order, however many the CMS holds', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)
    const many: KeyDate[] = Array.from({length: 3 * CALENDAR_MAX_EVENTS}, (_, n) => ({...keyDates[0]!, _id: `k-${n}`, date: day(n)}))
    const now = Date.UTC(2026, 0, 1) + 1000 * 86_400_000
    const kept = events(seasonIcs(many, [], options, now)).map((e) => line(e, 'UID')!)
    expect(kept).toHaveLength(CALENDAR_MAX_EVENTS)
    expect(kept[0]).toBe(`UID:k-${1000 - CALENDAR_MAX_EVENTS / 2}@opl.example.org`)
    expect(kept).toContain('UID:k-1000@opl.example.org')
  })
})

describe("the Studio's email rule and the calendar library's agree", () => {
  const libraryTakes = (email: string) => !createEvent({start: [2026, 1, 1], duration: {hours: 1}, title: 'x', organizer: {name: 'x', email}}).error
  it.each(['support@example.org', 'a.b+c@sub.example.co.in', 'jösé@example.org', 'support@exämple.org', 'a@b', 'a b@example.org', 'a"b@example.org', '@example.org', 'ok@-bad.example'])(
    '%s: both take it or both refuse it',
    (email) => {
      expect(emailRule(email) === true).toBe(libraryTakes(email))
    },
  )

  it('for any string', () => {
    fc.assert(fc.property(fc.oneof(fc.emailAddress(), fc.string(), fc.string({unit: 'grapheme'}).map((s) => `${s}@example.org`)), (email) => (emailRule(email) === true) === libraryTakes(email) || email === ''))
  })
})

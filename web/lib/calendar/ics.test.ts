// The calendar file fans import: one all-day VEVENT per key date, tentative ones marked, UIDs that
// survive edits, and text that calendar apps parse (escaped, CRLF-terminated).
import {describe, expect, it} from 'vitest'
import type {KeyDate} from './key-dates'
import {keyDateUid, keyDatesIcs} from './ics'

const keyDates: KeyDate[] = [
  {_id: 'keyDate-auction', title: 'Player Auction', date: '2025-12-06', dateNote: null, desc: 'Team owners bid; the date may move.', badge: 'TENTATIVE'},
  {_id: 'keyDate-league-start', title: 'League Matches Begin', date: '2026-01-24', dateNote: 'onwards', desc: 'Weekend matches.', badge: 'SEASON START'},
  {_id: 'keyDate-grand-finale', title: 'Grand Finale', date: '2026-02-08', dateNote: null, desc: null, badge: 'FINALS'},
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

describe('keyDatesIcs', () => {
  const ics = keyDatesIcs(keyDates, options)
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
    expect(events(keyDatesIcs(keyDates, options)).map((e) => line(e, 'UID'))).toEqual(
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
    expect(events(keyDatesIcs([broken, keyDates[2]!], options))).toHaveLength(1)
    expect(events(keyDatesIcs([], options))).toHaveLength(0)
  })
})

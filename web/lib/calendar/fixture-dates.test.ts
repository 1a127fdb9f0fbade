import {describe, expect, it} from 'vitest'
import type {Fixture} from '../../../league'
import {nextCountdown} from '../../../league/calendar/countdown'
import {fixtureDates} from './fixture-dates'

const side = (name: string) => ({_id: name, name})
const final = {_id: 'f', matchNumber: 13, stage: 'final', startsAt: '2026-12-19T20:00:00Z', venue: null, status: 'scheduled', homeTeam: side('Gangsters'), awayTeam: side('Gladiators')} as Fixture

describe('fixtureDates', () => {
  it('names the fixture and gives the day it is played in India (20:00 UTC is the next day there)', () => {
    expect(fixtureDates([final])).toEqual([{title: 'Final: Gangsters v Gladiators', date: '2026-12-20'}])
  })

  it('lets the countdown reach the fixture when it comes before the next key date', () => {
    const keyDates = [{title: 'Prize day', date: '2027-01-10'}]
    const now = Date.parse('2026-12-10T06:00:00Z')
    expect(nextCountdown([...keyDates, ...fixtureDates([final])], now)?.text).toBe('Final: Gangsters v Gladiators in 10 days')
    expect(nextCountdown(keyDates, now)?.text).toBe('Prize day in 31 days')
  })

  it('leaves out a fixture without a time', () => {
    expect(fixtureDates([{...final, startsAt: null}])).toEqual([])
  })
})

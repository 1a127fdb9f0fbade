import {describe, expect, it} from 'vitest'
import {dayText, isDatedToday, istToday, matchTitle, startToday} from './match-day'
import {todayOrNext, type DeskMatch} from './todays-matches'

const TODAY = Date.parse('2026-11-28T04:00:00Z') // 09:30 in India

describe('the match and its day', () => {
  it('names the match as the tool titles it', () => {
    expect(matchTitle({matchNumber: 13, stage: 'final', home: {name: 'Oxygen Elite Warriors Rising Force'}, away: {name: 'Oxygen Gangsters'}})).toBe(
      '#13 Final: Oxygen Elite Warriors Rising Force v Oxygen Gangsters',
    )
    expect(matchTitle({matchNumber: 4, stage: 'league', home: {name: 'Gladiators'}, away: null})).toBe('#4 Gladiators v Away side')
  })

  it('says a day as India reads it, and knows when a match is dated today there', () => {
    expect(dayText('2026-12-19T12:30:00Z')).toBe('Sat 19 Dec')
    expect(dayText(TODAY)).toBe('Sat 28 Nov')
    expect(dayText('2026-11-28T19:00:00Z')).toBe('Sun 29 Nov') // half past midnight in India
    expect(isDatedToday('2026-11-28T12:30:00Z', TODAY)).toBe(true)
    expect(isDatedToday('2026-11-27T18:29:00Z', TODAY)).toBe(false)
    expect(isDatedToday('2026-12-19T12:30:00Z', TODAY)).toBe(false)
    expect(isDatedToday(null, TODAY)).toBe(true)
    expect(istToday(TODAY)).toEqual({from: '2026-11-27T18:30:00.000Z', to: '2026-11-28T18:30:00.000Z'})
  })

  it('moves a start to today at the same time of day in India', () => {
    expect(startToday('2026-12-19T12:30:00.000Z', TODAY)).toBe('2026-11-28T12:30:00.000Z')
    expect(startToday('2026-12-19T20:00:00.000Z', TODAY)).toBe('2026-11-27T20:00:00.000Z') // 01:30 in India, on today's date there
  })
})

describe("the desk's Today's matches", () => {
  const match = (id: string): DeskMatch => ({_id: id, startsAt: '2026-11-28T12:30:00Z', scorecard: null})
  it("lists today's matches, or else the next one, saying which", () => {
    expect(todayOrNext({today: [match('a'), match('b')], next: match('c')})).toEqual({title: "Today's matches", matches: [match('a'), match('b')]})
    expect(todayOrNext({today: [], next: match('c')})).toEqual({title: 'No match today: the next one', matches: [match('c')]})
    expect(todayOrNext({today: [], next: null})).toEqual({title: 'No match today, none scheduled', matches: []})
  })
})

// Fixtures as the countdown reads key dates: the match's title and the day it is played in India, so
// the home page counts down to the next fixture or key date, whichever comes first.
import {fixtureTitle, type Fixture} from '../../../league'
import {civilDateIn} from '../../../league/calendar/countdown'
import type {CountdownDate} from '../../../league/calendar/key-dates'

export function fixtureDates(fixtures: readonly Fixture[]): CountdownDate[] {
  return fixtures.flatMap((m) => (m.startsAt ? [{title: fixtureTitle(m), date: civilDateIn(Date.parse(m.startsAt))}] : []))
}

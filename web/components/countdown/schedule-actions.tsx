// The row above a key-dates timeline: the countdown to the next date (home page) and the
// "Add to calendar" button (the season's fixtures once it has any), wrapping onto two lines on a phone. Styles: countdown.styles.ts.
import {AddToCalendarLink} from '@/components/seo/add-to-calendar-link'
import type {CountdownDate} from '../../../league/calendar/key-dates'
import type {KeyDatesQueryResult} from '@/lib/content'
import {Countdown} from './countdown'
import {ActionsRow} from './countdown.styles'

/** `seasonHasFixtures`: the season's feed holds fixtures, which the calendar button then offers. */
type Props = {keyDates: KeyDatesQueryResult; countdown?: boolean; fixtures?: CountdownDate[]; seasonHasFixtures: boolean}

export function ScheduleActions({keyDates, countdown = false, fixtures, seasonHasFixtures}: Props) {
  if (keyDates.length === 0) return null
  return (
    <ActionsRow>
      {countdown ? <Countdown keyDates={keyDates} fixtures={fixtures} /> : null}
      <AddToCalendarLink fixtures={seasonHasFixtures} />
    </ActionsRow>
  )
}

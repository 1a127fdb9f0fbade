// "Add to calendar" on the home and schedule pages: a button that opens the season's feed — every
// fixture with its result once played, and the key dates — to subscribe to (webcal://), add to Google
// Calendar by its address, or download once, and the way to one team's feed. A <details>: it works
// without script and from the keyboard. Plain links, not next/link: the targets are files and apps.
import {Link} from '@/components/ui/link'
import {CALENDAR_PATH, TEAM_CALENDARS_ID} from '@/lib/calendar/calendar-file'
import {feedLinks, SUBSCRIBE_NOTE} from '@/lib/calendar/subscribe'
import {SCHEDULES_PATH} from '@/lib/routes'
import {CalendarMenu} from './add-to-calendar.styles'

/** `fixtures`: the season has fixtures, so the feed holds them (else only the key dates, so far). */
export function AddToCalendarLink({fixtures}: {fixtures: boolean}) {
  const links = feedLinks(CALENDAR_PATH)
  return (
    <CalendarMenu data-add-to-calendar="">
      <summary>
        <CalendarIcon />
        {fixtures ? 'Add fixtures to calendar' : 'Add to calendar'}
      </summary>
      <p>
        {fixtures ? 'Every fixture of the season, with its result once played, and the key dates. ' : 'The key dates; the fixtures join them once they are drawn. '}
        {SUBSCRIBE_NOTE}
      </p>
      <ul>
        <li>
          <a href={links.webcal}>Subscribe</a>
        </li>
        <li>
          <a href={links.google}>Add to Google Calendar</a>
        </li>
        <li>
          <a href={CALENDAR_PATH} type="text/calendar">
            Download the file
          </a>
        </li>
        {fixtures ? (
          <li>
            <Link href={`${SCHEDULES_PATH}#${TEAM_CALENDARS_ID}`}>One team&apos;s fixtures</Link>
          </li>
        ) : null}
      </ul>
    </CalendarMenu>
  )
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18M12 14v4M10 16h4" />
    </svg>
  )
}

// "Add to calendar": downloads the key dates as an .ics file that phones and desktop calendars
// import, drawn as a secondary button. A plain link, not next/link: the target is a file, not a page
// to navigate to.
import styled from 'styled-components'
import {buttonLook} from '@/components/ui/button'
import {CALENDAR_PATH} from '@/lib/calendar/calendar-file'

const CalendarLink = styled.a`
  ${buttonLook('secondary')}
`

export function AddToCalendarLink() {
  return (
    <CalendarLink href={CALENDAR_PATH} type="text/calendar">
      <CalendarIcon />
      Add to calendar
    </CalendarLink>
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

// One calendar feed's three offers, inline: subscribe (webcal://, the calendar fetches it again by
// itself), add it to Google Calendar by its address, or download the file once. Plain links (files and
// other apps, not pages); each names its feed for screen readers, its visible words kept first.
import {feedLinks} from '@/lib/calendar/subscribe'

export function CalendarFeedLinks({path, feedName}: {path: string; feedName: string}) {
  const links = feedLinks(path)
  return (
    <span>
      <a href={links.webcal} aria-label={`Subscribe to ${feedName}`}>
        Subscribe
      </a>
      <span aria-hidden="true"> · </span>
      <a href={links.google} aria-label={`Google Calendar: add ${feedName}`}>
        Google Calendar
      </a>
      <span aria-hidden="true"> · </span>
      <a href={links.download} type="text/calendar" aria-label={`Download ${feedName} (.ics)`}>
        Download
      </a>
    </span>
  )
}

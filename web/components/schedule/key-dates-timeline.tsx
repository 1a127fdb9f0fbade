// The season's key dates as a timeline (home page and /matches/schedules): date, title, description
// and a badge per date. A server component: nothing here needs the browser. Item titles are h3s, so
// put it under an h2. Styles: key-dates.styles.ts.
import type {KeyDatesQueryResult} from '@/lib/content'
import {formatKeyDate, keyDateTimeAttribute} from './format-key-date'
import {BadgeLabel, KeyDateCard, KeyDateItem, Marker, Timeline, When} from './key-dates.styles'

export function KeyDatesTimeline({keyDates}: {keyDates: KeyDatesQueryResult}) {
  if (keyDates.length === 0) return <p>The season’s key dates will be announced soon.</p>
  return (
    <Timeline aria-label="Key dates">
      {keyDates.map((keyDate) => (
        <KeyDateItem key={keyDate._id}>
          <Marker aria-hidden="true" $finals={keyDate.badge === 'FINALS'} />
          <KeyDateCard>
            <When>
              <time dateTime={keyDateTimeAttribute(keyDate.date)}>{formatKeyDate(keyDate.date)}</time>
              {keyDate.dateNote ? ` ${keyDate.dateNote}` : null}
            </When>
            <h3>{keyDate.title}</h3>
            {keyDate.desc ? <p>{keyDate.desc}</p> : null}
            {keyDate.badge ? (
              <BadgeLabel $badge={keyDate.badge}>{keyDate.badge}</BadgeLabel>
            ) : null}
          </KeyDateCard>
        </KeyDateItem>
      ))}
    </Timeline>
  )
}

// The season's key dates as a timeline (home page and /matches/schedules): date, title, description
// and a badge per date. A server component: nothing here needs the browser. Item titles are h3s, so
// put it under an h2. Styles: key-dates-styles.ts (site stylesheet), by class name and data-badge.
import type {KeyDatesQueryResult} from '@/lib/content'
import {formatKeyDate, keyDateTimeAttribute} from './format-key-date'

export function KeyDatesTimeline({keyDates}: {keyDates: KeyDatesQueryResult}) {
  if (keyDates.length === 0) return <p>The season’s key dates will be announced soon.</p>
  return (
    <ol className="key-dates" aria-label="Key dates">
      {keyDates.map((keyDate) => (
        <li className="key-date" key={keyDate._id}>
          <span className="key-date-marker" aria-hidden="true" data-badge={keyDate.badge ?? undefined} />
          <div className="key-date-body">
            <p className="key-date-when">
              <time dateTime={keyDateTimeAttribute(keyDate.date)}>{formatKeyDate(keyDate.date)}</time>
              {keyDate.dateNote ? ` ${keyDate.dateNote}` : null}
            </p>
            <h3>{keyDate.title}</h3>
            {keyDate.desc ? <p>{keyDate.desc}</p> : null}
            {keyDate.badge ? (
              <span className="key-date-badge" data-badge={keyDate.badge}>
                {keyDate.badge}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  )
}

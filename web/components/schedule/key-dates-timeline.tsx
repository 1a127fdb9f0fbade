// The season's key dates as a timeline (home page and /matches/schedules): date, title, description
// and a badge per date, each marked as of today (season-phase.ts): past dates "Done", today's "Today",
// the next one leading ("Next"); a TENTATIVE badge goes once its day has come. A server component:
// nothing here needs the browser. Item titles are h3s, so put it under an h2. Styles: key-dates.styles.ts.
import {formatKeyDate, keyDateTimeAttribute} from '../../../league/calendar/format-key-date'
import {KEY_DATE_STATE_LABELS, keyDateStates, showsBadge} from '@/lib/calendar/season-phase'
import type {KeyDatesQueryResult} from '@/lib/content'
import {BadgeLabel, KeyDateCard, KeyDateItem, Marker, StateLabel, Timeline, When} from './key-dates.styles'

type Props = {
  keyDates: KeyDatesQueryResult
  /** Today in India (YYYY-MM-DD), from the page's season moment. */
  today: string
}

export function KeyDatesTimeline({keyDates, today}: Props) {
  if (keyDates.length === 0) return <p>The season’s key dates will be announced soon.</p>
  const states = keyDateStates(
    keyDates.map((k) => k.date),
    today,
  )
  return (
    <Timeline aria-label="Key dates">
      {keyDates.map((keyDate, i) => {
        const state = states[i] ?? 'upcoming'
        const stateLabel = KEY_DATE_STATE_LABELS[state]
        return (
          <KeyDateItem key={keyDate._id} data-state={state} aria-current={state === 'today' || state === 'next' ? 'step' : undefined}>
            <Marker aria-hidden="true" $finals={keyDate.badge === 'FINALS'} $state={state} />
            <KeyDateCard $state={state}>
              <When>
                <time dateTime={keyDateTimeAttribute(keyDate.date)}>{formatKeyDate(keyDate.date)}</time>
                {keyDate.dateNote ? ` ${keyDate.dateNote}` : null}
              </When>
              {stateLabel ? <StateLabel $state={state}>{stateLabel}</StateLabel> : null}
              <h3>{keyDate.title}</h3>
              {keyDate.desc ? <p>{keyDate.desc}</p> : null}
              {keyDate.badge && showsBadge(keyDate.badge, state) ? <BadgeLabel $badge={keyDate.badge}>{keyDate.badge}</BadgeLabel> : null}
            </KeyDateCard>
          </KeyDateItem>
        )
      })}
    </Timeline>
  )
}

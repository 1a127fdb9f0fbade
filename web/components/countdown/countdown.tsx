// "Player Auction in 14 days": the countdown to the next key date or fixture, whichever comes first.
// The server renders it from the CMS dates; the small client part then keeps it right in the visitor's browser (see CountdownLive).
import {datedKeyDates, type CountdownDate} from '../../../league/calendar/key-dates'
import {renderedAt} from '@/lib/calendar/render-time'
import {getKeyDates, type KeyDatesQueryResult} from '@/lib/content'
import {CountdownLive} from './countdown-live'
import {CountdownFrame} from './countdown.styles'

type Props = {
  /** The key dates, when the page already has them; otherwise they are fetched (cached). */
  keyDates?: KeyDatesQueryResult
  /** The season's fixtures still to play, as dates (lib/calendar/fixture-dates.ts). */
  fixtures?: CountdownDate[]
}

export async function Countdown({keyDates, fixtures = []}: Props) {
  const own = (keyDates ?? (await getKeyDates())).map(({title, date, badge}) => ({title, date, badge}))
  const dates = datedKeyDates([...own, ...fixtures])
  if (dates.length === 0) return null
  // The render time travels with the HTML, so the browser's first render matches it exactly and
  // only then moves on to the browser's own clock.
  return (
    <CountdownFrame>
      <CountdownLive keyDates={dates} renderedAt={await renderedAt()} />
    </CountdownFrame>
  )
}

'use client'
// The countdown in the browser: hydrates with the server's words, then recomputes from the
// visitor's clock (a cached page may be days old), at each midnight in India and when the tab
// returns. Same box, new words: no layout shift. After the last date it renders nothing. Plain
// elements: the frame around them styles them (countdown.styles.ts), by the class names in
// countdown-classes.ts.
import {useEffect, useState} from 'react'
import {msUntilNextMidnight, nextCountdown} from '../../../league/calendar/countdown'
import type {CountdownDate} from '../../../league/calendar/key-dates'
import {countdownClasses} from './countdown-classes'

type Props = {keyDates: CountdownDate[]; renderedAt: number}

/** A second past midnight, so timers that fire a little early still land on the new day. */
const MIDNIGHT_SLACK_MS = 1000

export function CountdownLive({keyDates, renderedAt}: Props) {
  const [now, setNow] = useState(renderedAt)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = () => {
      const current = Date.now()
      setNow(current)
      clearTimeout(timer)
      timer = setTimeout(update, msUntilNextMidnight(current) + MIDNIGHT_SLACK_MS)
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') update()
    }
    update()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])

  const countdown = nextCountdown(keyDates, now)
  if (!countdown) return null
  return (
    <p data-countdown="" className={countdownClasses.pill}>
      <span className={countdownClasses.label}>Next up</span>
      <span>
        <time dateTime={countdown.date}>{countdown.text}</time>
        {countdown.tentative ? <span className={countdownClasses.tentative}> (date tentative)</span> : null}
      </span>
    </p>
  )
}

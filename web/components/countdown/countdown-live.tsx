'use client'
// The countdown in the browser: hydrates with the server's words, then recomputes from the
// visitor's clock (a cached page may be days old), at each midnight in India and when the tab
// returns. Same box, new words: no layout shift. After the last date it renders nothing.
import {useEffect, useState} from 'react'
import styled from 'styled-components'
import {msUntilNextMidnight, nextCountdown} from '@/lib/calendar/countdown'
import type {KeyDate} from '@/lib/calendar/key-dates'
import {theme} from '@/theme/theme'

type Props = {keyDates: Pick<KeyDate, 'title' | 'date' | 'badge'>[]; renderedAt: number}

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
    <Pill data-countdown="">
      <Label>Next up</Label>
      <span>
        <time dateTime={countdown.date}>{countdown.text}</time>
        {countdown.tentative ? <Note> (date tentative)</Note> : null}
      </span>
    </Pill>
  )
}

const Pill = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md} ${theme.space.xs} ${theme.space.xs};
  min-height: 2.25rem;
  /* A pill on one line; a rounded card when a phone wraps it onto two. */
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.accent};
  color: ${theme.colors.ink};
  font-weight: 700;
  font-size: ${theme.fontSizes.sm};
  box-shadow: ${theme.shadows.card};
`

const Label = styled.span`
  flex: none;
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.onPrimary};
  font-size: ${theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`

const Note = styled.span`
  font-weight: 400;
`

// @vitest-environment jsdom
// The countdown in the browser: it hydrates with the server's words (no mismatch, same box), then
// follows the visitor's clock, turns over at midnight in India, and bows out after the season.
import {act, cleanup, render, screen} from '@testing-library/react'
import {hydrateRoot} from 'react-dom/client'
import {renderToString} from 'react-dom/server'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {CountdownLive} from './countdown-live'

const keyDates = [
  {title: 'Player Auction', date: '2025-12-06', badge: 'TENTATIVE' as const},
  {title: 'Grand Finale', date: '2026-02-08', badge: 'FINALS' as const},
]
const ist = (local: string) => Date.parse(`${local}+05:30`)

beforeEach(() => vi.useFakeTimers({toFake: ['Date', 'setTimeout', 'clearTimeout']}))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('CountdownLive', () => {
  it('shows the days to the next date and says when it is tentative', () => {
    vi.setSystemTime(ist('2025-11-22T10:00:00'))
    render(<CountdownLive keyDates={keyDates} renderedAt={Date.now()} />)
    expect(screen.getByText('Player Auction in 14 days')).toHaveProperty('dateTime', '2025-12-06')
    expect(screen.getByText('(date tentative)')).toBeTruthy()
  })

  it('hydrates a days-old page without a mismatch, then shows today’s count in the same element', async () => {
    const renderedAt = ist('2025-11-19T10:00:00')
    const container = document.createElement('div')
    container.innerHTML = renderToString(<CountdownLive keyDates={keyDates} renderedAt={renderedAt} />)
    document.body.append(container)
    const serverElement = container.querySelector('[data-countdown]')
    expect(serverElement?.textContent).toContain('Player Auction in 17 days')

    vi.setSystemTime(ist('2025-11-22T10:00:00'))
    const onRecoverableError = vi.fn()
    await act(async () => {
      hydrateRoot(container, <CountdownLive keyDates={keyDates} renderedAt={renderedAt} />, {onRecoverableError})
    })
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(container.querySelector('[data-countdown]')).toBe(serverElement)
    expect(serverElement?.textContent).toContain('Player Auction in 14 days')
    container.remove()
  })

  it('turns "tomorrow" into "today" at midnight IST', () => {
    vi.setSystemTime(ist('2025-12-05T23:59:30'))
    render(<CountdownLive keyDates={keyDates} renderedAt={Date.now()} />)
    expect(screen.getByText('Player Auction tomorrow')).toBeTruthy()
    act(() => vi.advanceTimersByTime(29_000))
    expect(screen.getByText('Player Auction tomorrow')).toBeTruthy()
    act(() => vi.advanceTimersByTime(2_000))
    expect(screen.getByText('Player Auction today')).toBeTruthy()
  })

  it('moves on to the next date, and disappears after the last one', () => {
    vi.setSystemTime(ist('2026-02-07T23:59:59'))
    const {container} = render(<CountdownLive keyDates={keyDates} renderedAt={Date.now()} />)
    expect(screen.getByText('Grand Finale tomorrow')).toBeTruthy()
    expect(screen.queryByText('(date tentative)')).toBeNull()
    act(() => vi.advanceTimersByTime(86_400_000 + 5_000))
    expect(container.innerHTML).toBe('')
  })

  it('catches up when the tab comes back after the timer was held', () => {
    vi.setSystemTime(ist('2025-11-22T10:00:00'))
    render(<CountdownLive keyDates={keyDates} renderedAt={Date.now()} />)
    vi.setSystemTime(ist('2025-11-25T10:00:00'))
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(screen.getByText('Player Auction in 11 days')).toBeTruthy()
  })
})

// @vitest-environment jsdom
// The live frame around a page's server-rendered scores: a render older than the one shown is not
// shown; the page is refreshed when the stream is ahead of what is shown (following balls: a newer
// ball; following status: a match starting or ending), and asked again while it comes back behind.
import {act, cleanup, render, screen} from '@testing-library/react'
import type {ReactNode} from 'react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {LIVE_CATCH_UP_MS, LIVE_CATCH_UP_TRIES, type Follow} from '@/lib/live/follow'
import {scorecardVersion, type LiveMatch} from '@/lib/live/scores'
import {createLiveStore, LiveContext} from './live-context'
import {LiveFrame} from './live-frame'

const refresh = vi.fn()
vi.mock('next/navigation', () => ({useRouter: () => ({refresh})}))

const v = (balls: number) => scorecardVersion('2026-11-28T10:00:00.000Z', balls)
const streamed = (version: string, status: LiveMatch['status'] = 'live'): LiveMatch => ({id: 'm', status, version, line: null, title: 'M', href: null})

function page(follow: Follow) {
  const store = createLiveStore()
  const frame = (balls: number, text: ReactNode, status: LiveMatch['status'] = 'live') => (
    <LiveContext.Provider value={store.context}>
      <LiveFrame matches={[{id: 'm', version: v(balls), status}]} follow={follow}>
        <p>{text}</p>
      </LiveFrame>
    </LiveContext.Provider>
  )
  const view = render(frame(5, 'ball 5'))
  return {
    /** The page's server render, as a refresh brings it. */
    rendered: (balls: number, text: string, status?: LiveMatch['status']) => view.rerender(frame(balls, text, status)),
    bring: (match: LiveMatch) => act(() => store.setScores({matches: [match]})),
    announce: (tags: string[]) => act(() => store.announce({version: 'x', tags})),
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  refresh.mockClear()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('LiveFrame', () => {
  it('shows a newer or equal render, and keeps the shown one when a render comes back older', () => {
    const p = page('balls')
    p.rendered(4, 'ball 4')
    expect(screen.getByText('ball 5')).toBeTruthy()
    p.rendered(5, 'ball 5, renamed')
    expect(screen.getByText('ball 5, renamed')).toBeTruthy()
    p.rendered(6, 'ball 6')
    expect(screen.getByText('ball 6')).toBeTruthy()
  })

  it('following balls: refreshes once when the stream brings a newer ball, and again while the refresh comes back behind', async () => {
    const p = page('balls')
    await p.bring(streamed(v(5)))
    await act(() => vi.runAllTimersAsync())
    expect(refresh).not.toHaveBeenCalled()
    await p.bring(streamed(v(6)))
    p.announce(['scorecard'])
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(refresh).toHaveBeenCalledTimes(1)
    for (let late = 1; late <= LIVE_CATCH_UP_TRIES + 2; late++) {
      p.rendered(5, `ball 5, late ${late}`)
      await act(() => vi.advanceTimersByTimeAsync(LIVE_CATCH_UP_MS))
    }
    expect(refresh).toHaveBeenCalledTimes(LIVE_CATCH_UP_TRIES)
    p.rendered(6, 'ball 6')
    await act(() => vi.runAllTimersAsync())
    expect(screen.getByText('ball 6')).toBeTruthy()
    expect(refresh).toHaveBeenCalledTimes(LIVE_CATCH_UP_TRIES)
  })

  it('following balls: a change to what the scorecard names refreshes a live match at the same ball', async () => {
    const p = page('balls')
    await p.bring(streamed(v(5)))
    p.announce(['player'])
    p.announce(['post'])
    await act(() => vi.runAllTimersAsync())
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('following status: a ball does not refresh, the match ending does', async () => {
    const p = page('status')
    await p.bring(streamed(v(6)))
    p.announce(['scorecard'])
    await act(() => vi.runAllTimersAsync())
    expect(refresh).not.toHaveBeenCalled()
    await p.bring(streamed(v(90), 'completed'))
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(refresh).toHaveBeenCalledTimes(1)
    p.rendered(90, 'result', 'completed')
    await act(() => vi.runAllTimersAsync())
    expect(screen.getByText('result')).toBeTruthy()
    expect(refresh).toHaveBeenCalledTimes(1)
  })
})

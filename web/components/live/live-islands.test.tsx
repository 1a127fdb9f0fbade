// @vitest-environment jsdom
// The score islands as a page shows them: the server's words until the live scores come, then each
// newer version's line — for a match followed live, through to its result — and never an older one; a
// match finished before the page opened keeps the server's words; the badge and the "Live now" rows
// follow which match is live, from the stream alone.
import {act, cleanup, render, screen} from '@testing-library/react'
import type {ReactNode} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {scorecardVersion, type LiveMatch, type LiveScores} from '@/lib/live/scores'
import {LiveBadge} from './live-badge'
import {createLiveStore, LiveContext} from './live-context'
import {LiveNow} from './live-now'
import {LiveScore} from './live-score'

/** The version of a scorecard saved once, holding `balls` balls. */
const v = (balls: number) => scorecardVersion('2026-11-28T10:00:00.000Z', balls)
const match = (id: string, status: LiveMatch['status'], line: string | null, version: string | null = null): LiveMatch => ({id, status, line, version, title: `Match ${id}`, href: `/matches/2026/${id}`})

/** Renders under a provider, the scores given as the live stream would bring them (no network). */
function withScores(ui: ReactNode) {
  const store = createLiveStore()
  render(<LiveContext.Provider value={store.context}>{ui}</LiveContext.Provider>)
  return {bring: (scores: LiveScores) => act(() => store.setScores(scores))}
}

afterEach(cleanup)

describe('LiveScore', () => {
  it("follows a live match's line ball by ball and through to its result", async () => {
    const live = withScores(<LiveScore matchId="7" live initial="In play" version={v(0)} />)
    expect(screen.getByText('In play')).toBeTruthy()
    await live.bring({matches: [match('7', 'live', 'GLA 4/0 (0.2)', v(2))]})
    expect(screen.getByText('GLA 4/0 (0.2)')).toBeTruthy()
    await live.bring({matches: [match('7', 'completed', 'GLA 88/6 (8.0) · KNG 80/9 (8.0) · GLA won by 8 runs', v(96))]})
    expect(screen.getByText('GLA 88/6 (8.0) · KNG 80/9 (8.0) · GLA won by 8 runs')).toBeTruthy()
  })

  it('never goes back: an older version from the stream leaves the newer line, the server’s or the stream’s', async () => {
    const live = withScores(<LiveScore matchId="7" live initial="GLA 10/0 (1.0)" version={v(6)} />)
    await live.bring({matches: [match('7', 'live', 'GLA 4/0 (0.2)', v(2))]})
    expect(screen.getByText('GLA 10/0 (1.0)')).toBeTruthy()
    await live.bring({matches: [match('7', 'live', 'GLA 12/0 (1.1)', v(7))]})
    await live.bring({matches: [match('7', 'live', 'GLA 10/0 (1.0)', v(6))]})
    expect(screen.getByText('GLA 12/0 (1.1)')).toBeTruthy()
  })

  it('keeps the server words of a match finished before the page opened, and follows one that goes live', async () => {
    const done = withScores(
      <>
        <LiveScore matchId="1" live={false} initial="GLA won by 8 runs" version={v(96)} />
        <LiveScore matchId="2" live={false} initial="Yet to be played" version={null} />
      </>,
    )
    await done.bring({matches: [match('1', 'completed', 'GLA 88/6 (8.0) · KNG 80/9 (8.0) · GLA won by 8 runs', v(96)), match('2', 'live', null, v(0))]})
    expect(screen.getByText('GLA won by 8 runs')).toBeTruthy()
    expect(screen.getByText('In play')).toBeTruthy()
  })
})

describe('LiveBadge and LiveNow', () => {
  it('show the live match while it is live, and nothing once it is over', async () => {
    const page = withScores(
      <>
        <LiveBadge />
        <LiveNow initial={[]} />
      </>,
    )
    expect(screen.queryByRole('link')).toBeNull()
    await page.bring({matches: [match('9', 'live', 'KNG 12/1 (1.4)', v(10))]})
    expect(screen.getByRole('link', {name: 'Live now: Match 9'}).getAttribute('href')).toBe('/matches/2026/9')
    expect(screen.getByRole('list', {name: 'Live now'}).textContent).toContain('KNG 12/1 (1.4)')
    await page.bring({matches: [match('9', 'completed', 'KNG won by 2 wickets', v(90))]})
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('a late answer with an older version does not bring a finished match back as live', async () => {
    const page = withScores(
      <>
        <LiveBadge />
        <LiveNow initial={[match('9', 'live', 'KNG 80/9 (7.5)', v(89))]} />
      </>,
    )
    await page.bring({matches: [match('9', 'completed', 'KNG won by 2 wickets', v(90))]})
    await page.bring({matches: [match('9', 'live', 'KNG 80/9 (7.5)', v(89))]})
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
  })
})

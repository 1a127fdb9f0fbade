// @vitest-environment jsdom
// The score islands as a page shows them: the server's words until the live scores come, then each
// version's line — for a match followed live, through to its result; a match finished before the page
// opened keeps the server's words; the badge and the "Live now" rows follow which match is live.
import {act, cleanup, render, screen} from '@testing-library/react'
import type {ReactNode} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import type {LiveMatch, LiveScores} from '@/lib/live/scores'
import {LiveBadge} from './live-badge'
import {createLiveStore, LiveContext} from './live-context'
import {LiveNow} from './live-now'
import {LiveScore} from './live-score'

const match = (id: string, status: LiveMatch['status'], line: string | null): LiveMatch => ({id, status, line, title: `Match ${id}`, href: `/matches/2026/${id}`})

/** Renders under a provider, the scores given as the live stream would bring them (no network). */
function withScores(ui: ReactNode) {
  const store = createLiveStore()
  render(<LiveContext.Provider value={store.context}>{ui}</LiveContext.Provider>)
  return {
    /** The stream brings `scores` (its version does not matter to the islands). */
    at: (_version: string, scores: LiveScores) => act(() => store.setScores(scores)),
  }
}

afterEach(cleanup)

describe('LiveScore', () => {
  it("follows a live match's line ball by ball and through to its result", async () => {
    const live = withScores(<LiveScore matchId="7" live initial="In play" />)
    expect(screen.getByText('In play')).toBeTruthy()
    await live.at('v1', {matches: [match('7', 'live', 'GLA 4/0 (0.2)')]})
    expect(screen.getByText('GLA 4/0 (0.2)')).toBeTruthy()
    await live.at('v2', {matches: [match('7', 'completed', 'GLA 88/6 (8.0) · KNG 80/9 (8.0) · GLA won by 8 runs')]})
    expect(screen.getByText('GLA 88/6 (8.0) · KNG 80/9 (8.0) · GLA won by 8 runs')).toBeTruthy()
  })

  it('keeps the server words of a match finished before the page opened, and follows one that goes live', async () => {
    const done = withScores(
      <>
        <LiveScore matchId="1" live={false} initial="GLA won by 8 runs" />
        <LiveScore matchId="2" live={false} initial="Yet to be played" />
      </>,
    )
    await done.at('v1', {matches: [match('1', 'completed', 'GLA 88/6 (8.0) · KNG 80/9 (8.0) · GLA won by 8 runs'), match('2', 'live', null)]})
    expect(screen.getByText('GLA won by 8 runs')).toBeTruthy()
    expect(screen.getByText('In play')).toBeTruthy()
  })
})

describe('LiveBadge and LiveNow', () => {
  it('show the live match while it is live, and nothing once it is over', async () => {
    const page = withScores(
      <>
        <LiveBadge initial={null} />
        <LiveNow initial={[]} />
      </>,
    )
    expect(screen.queryByRole('link')).toBeNull()
    await page.at('v1', {matches: [match('9', 'live', 'KNG 12/1 (1.4)')]})
    expect(screen.getByRole('link', {name: 'Live now: Match 9'}).getAttribute('href')).toBe('/matches/2026/9')
    expect(screen.getByRole('list', {name: 'Live now'}).textContent).toContain('KNG 12/1 (1.4)')
    await page.at('v2', {matches: [match('9', 'completed', 'KNG won by 2 wickets')]})
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
  })
})

'use client'
// Server-rendered scores that follow the live stream and never go back. The page's server components
// render every score of a match from one read (one version per match: lib/live/follow.ts); this frame
// shows the newest render it has received, refreshes the page (router.refresh) as soon as the stream is
// ahead of what it shows, and keeps what it shows when a refresh comes back older. Following balls (a
// match's page) it also refreshes on any change to what a scorecard names (a player, a team, the match)
// while a match it shows is undecided; following status (a page listing matches, whose scores are live
// islands) only when a match starts or ends.
import {useRouter} from 'next/navigation'
import {useCallback, useContext, useEffect, useRef, useState, type ReactNode} from 'react'
import {LIVE_CATCH_UP_MS, LIVE_CATCH_UP_TRIES, olderRender, streamAhead, type Follow, type RenderedMatch} from '@/lib/live/follow'
import {LiveContext} from './live-context'
import {useLiveChange, useLiveScores} from './use-live'

/** The content a scorecard shows: a ball, a renamed player or team, the match itself. */
const SCORECARD_TAGS = new Set(['scorecard', 'match', 'player', 'team'])
const UNDECIDED = new Set(['live', 'scheduled'])

type Props = {matches: RenderedMatch[]; follow: Follow; children: ReactNode}

export function LiveFrame({matches, follow, children}: Props) {
  const router = useRouter()
  const live = useContext(LiveContext)
  const [shown, setShown] = useState({matches, children})
  // A new render replaces the shown one unless it is older (React's pattern for state from props).
  if (children !== shown.children && !olderRender(matches, shown.matches)) setShown({matches, children})
  const ahead = streamAhead(shown.matches, useLiveScores(), follow)

  // One refresh for what arrives together (the stream's scores and its change).
  const queued = useRef(false)
  const refresh = useCallback(() => {
    if (queued.current) return
    queued.current = true
    setTimeout(() => {
      queued.current = false
      router.refresh()
    })
  }, [router])

  const shownNow = useRef(shown.matches)
  useEffect(() => {
    shownNow.current = shown.matches
  })
  useLiveChange(({tags}) => {
    if (follow !== 'balls' || !tags.some((tag) => SCORECARD_TAGS.has(tag))) return
    if (shownNow.current.some((m) => UNDECIDED.has(m.status)) && !streamAhead(shownNow.current, live?.scores() ?? null, follow)) refresh()
  })

  // Behind the stream: refresh now, then again while each refresh comes back behind, a few times.
  const tries = useRef({ahead: '', count: 0})
  useEffect(() => {
    if (!ahead) return
    if (tries.current.ahead !== ahead) tries.current = {ahead, count: 0}
    if (tries.current.count >= LIVE_CATCH_UP_TRIES) return
    const timer = setTimeout(
      () => {
        tries.current.count += 1
        refresh()
      },
      tries.current.count === 0 ? 0 : LIVE_CATCH_UP_MS,
    )
    return () => clearTimeout(timer)
  }, [ahead, matches, refresh])

  return shown.children
}

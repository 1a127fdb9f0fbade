'use client'
// A match's score line that follows it live: the server's line in the HTML (readable without JavaScript),
// then, once the match is live (at render or since), the line of each change that moved a score, through
// to its result, with no reload. A match finished before the page opened keeps the server's words.
import {useState} from 'react'
import {liveText} from '@/lib/live/scores'
import {useLiveScores} from './use-live'

type Props = {
  matchId: string
  /** What the server rendered: the page's own words, until the match is followed live. */
  initial: string
  /** Whether the match was live when the server rendered it. */
  live: boolean
  /** Read out each new line to screen-reader users (the match's own page). */
  announce?: boolean
}

export function LiveScore({matchId, initial, live, announce = false}: Props) {
  const scores = useLiveScores()
  const known = scores?.matches.find((m) => m.id === matchId)
  // Once seen live, followed to the end (React's pattern for state derived from what a render saw).
  const [followed, setFollowed] = useState(live)
  if (!followed && known?.status === 'live') setFollowed(true)
  const line = (followed && known && liveText(known)) || initial
  return (
    <span data-live-score={matchId} aria-live={announce ? 'polite' : undefined}>
      {line}
    </span>
  )
}

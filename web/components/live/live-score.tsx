'use client'
// A match's score line that follows it live, where a page lists matches: the server's line in the HTML
// (readable without JavaScript), then, once the match is live (at render or since), the line of each
// newer version the stream brings, through to its result, with no reload; never a version older than the
// server's. A match finished before the page opened keeps the server's words.
import {useState} from 'react'
import {isOlderVersion, liveText} from '@/lib/live/scores'
import {useLiveScores} from './use-live'

type Props = {
  matchId: string
  /** What the server rendered: the page's own words, until the match is followed live. */
  initial: string
  /** The version of the match's scorecard the server rendered from (null without one). */
  version: string | null
  /** Whether the match was live when the server rendered it. */
  live: boolean
}

export function LiveScore({matchId, initial, version, live}: Props) {
  const known = useLiveScores()?.matches.find((m) => m.id === matchId)
  // Once seen live, followed to the end (React's pattern for state derived from what a render saw).
  const [followed, setFollowed] = useState(live)
  if (!followed && known?.status === 'live') setFollowed(true)
  const line = (followed && known && !isOlderVersion(known.version, version) && liveText(known)) || initial
  return <span data-live-score={matchId}>{line}</span>
}

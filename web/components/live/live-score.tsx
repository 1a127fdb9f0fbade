'use client'
// A score line that follows its match live: the server's line in the HTML (readable without JavaScript),
// then the line of each change that moved a score, with no reload. Pages drop it in wherever a match's
// score shows; the frame around it styles it.
import {useLiveScores} from './use-live'

type Props = {
  matchId: string
  /** The line the server rendered: the page's own, until the first live answer. */
  initial: string | null
  /** Read out each new line to screen-reader users (the match's own page). */
  announce?: boolean
}

export function LiveScore({matchId, initial, announce = false}: Props) {
  const scores = useLiveScores()
  const known = scores?.matches.find((m) => m.id === matchId)
  const line = known?.line ?? initial
  return (
    <span data-live-score={matchId} aria-live={announce ? 'polite' : undefined}>
      {line}
    </span>
  )
}

// Where a page lists matches, the ones being played now (live-now.tsx), framed: nothing shows while no
// match is live.
import type {LiveScores} from '@/lib/live/scores'
import {LiveNow} from './live-now'
import {LiveNowFrame} from './live.styles'

export function LiveNowBlock({scores}: {scores: LiveScores}) {
  return (
    <LiveNowFrame>
      <LiveNow initial={scores.matches.filter((m) => m.status === 'live')} />
    </LiveNowFrame>
  )
}

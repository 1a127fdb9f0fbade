'use client'
// The header's LIVE badge: shown while a match is being played, linking to it, on every page. The server
// renders it from the match live then; each change that moves a score may show, move or hide it.
import {Link} from '@/components/ui/link'
import {liveMatchOf, type LiveMatch} from '@/lib/live/scores'
import {liveClasses} from './live-classes'
import {useLiveScores} from './use-live'

export function LiveBadge({initial}: {initial: LiveMatch | null}) {
  const scores = useLiveScores()
  const live = scores ? liveMatchOf(scores) : initial
  if (!live?.href) return null
  return (
    <Link href={live.href} aria-label={`Live now: ${live.title}`} data-live-badge="" className={liveClasses.badge}>
      <span aria-hidden="true" className={liveClasses.badgeDot} />
      LIVE
    </Link>
  )
}

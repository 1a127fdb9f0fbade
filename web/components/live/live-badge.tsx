'use client'
// The header's LIVE badge: shown while a match is being played, linking to it, on every page. It reads the
// live stream alone (the scores its hello and each change bring), so no page carries the scorecards for
// it: a ball leaves the pages that show no score in the cache. Nothing shows before the stream answers.
import {Link} from '@/components/ui/link'
import {liveMatchOf} from '@/lib/live/scores'
import {liveClasses} from './live-classes'
import {useLiveScores} from './use-live'

export function LiveBadge() {
  const live = liveMatchOf(useLiveScores())
  if (!live?.href) return null
  return (
    <Link href={live.href} aria-label={`Live now: ${live.title}`} data-live-badge="" className={liveClasses.badge}>
      <span aria-hidden="true" className={liveClasses.badgeDot} />
      LIVE
    </Link>
  )
}

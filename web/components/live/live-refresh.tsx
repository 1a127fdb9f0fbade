// Without JavaScript a live match page refreshes itself: a meta refresh inside <noscript>, which a browser
// running scripts parses as text and ignores (its page follows the live stream instead). Rendered only
// while the match is live, so a finished match's page stays put.
import {LIVE_NO_SCRIPT_REFRESH_SECONDS} from '@/lib/live/scores'

export function LiveRefresh({live}: {live: boolean}) {
  if (!live) return null
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(LIVE_NO_SCRIPT_REFRESH_SECONDS)} />
    </noscript>
  )
}

'use client'
// Keeps a live match's full scorecard current without a reload: when the page's live connection reports
// a change to the scorecards (components/live/use-live.ts), the page's server components render again
// (router.refresh), so every table, the charts and the share text follow each ball. Mounted until the
// match is decided; without JavaScript a live page refreshes itself instead (components/live/live-refresh.tsx).
import {useRouter} from 'next/navigation'
import {useLiveChange} from '@/components/live/use-live'

/** The content a scorecard shows: a ball, a renamed player or team. */
const SCORECARD_TAGS = new Set(['scorecard', 'match', 'player', 'team'])

export function ScorecardRefresh() {
  const router = useRouter()
  useLiveChange(({tags}) => {
    if (tags.some((tag) => SCORECARD_TAGS.has(tag))) router.refresh()
  })
  return null
}

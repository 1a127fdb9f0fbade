// The class names by which the live islands' server-rendered frames (live.styles.ts, the header's
// LiveBadgeSlot) style their plain elements (live-now.tsx, live-badge.tsx): both import them from here.
export const liveClasses = {
  /** The header's red LIVE pill and its pulsing dot. */
  badge: 'live-badge',
  badgeDot: 'live-badge-dot',
  /** "Live now": the list, a match's row, its LIVE chip, its link and score line. */
  list: 'live-list',
  row: 'live-row',
  chip: 'live-chip',
  match: 'live-match',
  score: 'live-score',
} as const

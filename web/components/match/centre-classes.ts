// The class names by which the match centre's styled frames (live-card.styles.ts, commentary.styles.ts)
// style the plain elements each repeats: a batter, a ball of this over, a line of commentary.
export const centreClasses = {
  /** Text for screen readers only, inside a styled frame. */
  hidden: 'centre-hidden',
  /** The live card: a batter's row, the striker's mark, this over's chips, a wicket's chip. */
  batter: 'centre-batter',
  striker: 'centre-striker',
  chip: 'centre-chip',
  chipWicket: 'centre-chip-wicket',
  /** The commentary: a wicket's line, a ball's over.ball, an over's end, a milestone. */
  lineWicket: 'centre-line-wicket',
  ball: 'centre-ball',
  overEnd: 'centre-over-end',
  milestone: 'centre-milestone',
} as const

// The class names by which the countdown's frame (countdown.styles.ts) styles the plain elements of its
// client component (countdown-live.tsx): both import them from here.
export const countdownClasses = {
  /** The pill. */
  pill: 'countdown-pill',
  /** "Next up", at the pill's start. */
  label: 'countdown-label',
  /** "(date tentative)" after the date. */
  tentative: 'countdown-tentative',
} as const

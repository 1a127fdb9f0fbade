// Overs as cricket writes them: `7.3` is 7 overs and 3 balls. Arithmetic is done in balls so
// no fraction of an over is ever rounded.
export const BALLS_PER_OVER = 6

/** Balls in a cricket overs figure, or null when the figure is not valid (e.g. `7.6`, `-1`). */
export function oversToBalls(overs: number): number | null {
  if (!Number.isFinite(overs) || overs < 0) return null
  const whole = Math.floor(overs)
  // Round the decimal part: 7.3 is 7.2999… in binary floating point.
  const balls = Math.round((overs - whole) * 10)
  if (balls >= BALLS_PER_OVER) return null
  if (Math.abs(overs - (whole + balls / 10)) > 1e-9) return null
  return whole * BALLS_PER_OVER + balls
}

/** The cricket overs figure for a number of balls: 45 → 7.3. */
export function ballsToOvers(balls: number): number {
  const whole = Math.floor(balls / BALLS_PER_OVER)
  return whole + (balls % BALLS_PER_OVER) / 10
}

/** Formats an overs figure with one decimal, as scorecards do: 8 → "8.0". */
export function formatOvers(overs: number): string {
  return overs.toFixed(1)
}

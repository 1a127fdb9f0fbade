// embla-carousel-fade has no duration in milliseconds: it eases opacity with the carousel's
// `duration` option (a physics constant, one step per 1/60 s frame). This finds the constant for a fade in ms.

/** The fade plugin's friction and Embla's fixed animation step (embla-carousel-fade 8.6, embla-carousel 8.6). */
const FADE_FRICTION = 0.68
const FRAME_MS = 1000 / 60
/** A fade counts as done when the incoming slide is at 99 % opacity: the eye sees no change after that. */
const DONE_OPACITY = 0.99

/** Milliseconds the fade plugin takes to bring a slide to DONE_OPACITY with a given Embla `duration`. */
export function fadeMsForDuration(duration: number): number {
  if (duration <= 0) return 0
  let opacity = 0
  let velocity = 0
  let frames = 0
  // The same recurrence as the plugin's `fade()`: velocity += (1 - opacity) / duration, then friction.
  while (opacity < DONE_OPACITY && frames < 10_000) {
    velocity = (velocity + (1 - opacity) / duration) * FADE_FRICTION
    opacity = Math.min(1, opacity + velocity)
    frames += 1
  }
  return frames * FRAME_MS
}

/** The Embla `duration` whose fade lasts closest to `ms` (0 means an instant switch). */
export function emblaDurationForFade(ms: number): number {
  if (ms <= 0) return 0
  let best = 1
  for (let duration = 1; duration <= 200; duration += 1) {
    if (Math.abs(fadeMsForDuration(duration) - ms) < Math.abs(fadeMsForDuration(best) - ms)) best = duration
  }
  return best
}

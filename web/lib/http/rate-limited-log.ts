// A log line that a caller can make happen at will (a client that drops its upload) is written at most
// once per LOG_INTERVAL_MS for its kind; the rest are counted and the count is written with the next
// one. A thousand slow clients then cost a few lines, not thousands.

/** The shortest time between two lines of one kind. */
export const LOG_INTERVAL_MS = 10_000

type Kind = {lastAt: number; held: number}
const kinds = new Map<string, Kind>()

/** Writes `message` (console.warn) unless a line of `kind` went out less than LOG_INTERVAL_MS ago. */
export function warnAtMostEvery(kind: string, message: string, now = Date.now()): void {
  const seen = kinds.get(kind) ?? {lastAt: -Infinity, held: 0}
  kinds.set(kind, seen)
  if (now - seen.lastAt < LOG_INTERVAL_MS) {
    seen.held += 1
    return
  }
  const more = seen.held ? ` (and ${seen.held} more like it since the last such line)` : ''
  console.warn(`${message}${more}`)
  seen.lastAt = now
  seen.held = 0
}

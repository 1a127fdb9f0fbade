// A page's one live connection (browser side): an EventSource on /api/live while the tab is visible, none
// while it is hidden (opened again when it shows), and when the server refused it (429 past its limit) or
// the network failed for good, opened again after a growing, jittered wait. The browser itself reconnects
// after a dropped stream (the server's `retry`); this covers what it gives up on.
import {LIVE_EVENTS_PATH, type LiveMessage, type LiveScores} from './scores'

export type {LiveMessage}

/** The first wait after a refusal; doubled each time it happens again, up to RECONNECT_MAX_MS. */
export const RECONNECT_BASE_MS = 1_000
export const RECONNECT_MAX_MS = 60_000

export type LiveDeps = {
  EventSource: {new (url: string): EventSource; readonly CLOSED: number}
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>
  random: () => number
}

const browser = (): LiveDeps => ({EventSource: window.EventSource, document, random: Math.random})

/** The wait before the `failures`-th attempt: exponential, capped, between half and all of it. */
export const reconnectDelay = (failures: number, random: () => number) =>
  Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, failures - 1)) * (0.5 + random() / 2)

function parsed(data: unknown): {version?: unknown; tags?: unknown; scores?: unknown} | null {
  try {
    const value: unknown = JSON.parse(String(data))
    return value && typeof value === 'object' ? value : null
  } catch {
    return null
  }
}

/** Scores as the server sends them, or undefined for anything else. */
const scoresOf = (value: unknown): LiveScores | undefined =>
  value && typeof value === 'object' && Array.isArray((value as LiveScores).matches) ? (value as LiveScores) : undefined

/** Connects and calls `onMessage` for each event; returns the function that disconnects for good. */
export function connectLive(onMessage: (message: LiveMessage) => void, deps: LiveDeps = browser()): () => void {
  let source: EventSource | null = null
  let retry: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  const close = () => {
    source?.close()
    source = null
  }
  const open = () => {
    clearTimeout(retry)
    if (source || deps.document.visibilityState === 'hidden') return
    const current = new deps.EventSource(LIVE_EVENTS_PATH)
    source = current
    current.addEventListener('hello', (event) => {
      failures = 0
      const data = parsed((event as MessageEvent).data)
      const scores = scoresOf(data?.scores)
      if (typeof data?.version === 'string' && scores) onMessage({type: 'hello', version: data.version, scores})
    })
    current.addEventListener('change', (event) => {
      const data = parsed((event as MessageEvent).data)
      if (typeof data?.version !== 'string' || !Array.isArray(data.tags)) return
      const scores = scoresOf(data.scores)
      const tags = data.tags.filter((tag): tag is string => typeof tag === 'string')
      onMessage({type: 'change', version: data.version, tags, ...(scores && {scores})})
    })
    current.addEventListener('error', () => {
      // Still CONNECTING: the browser is trying again by itself. CLOSED: it has given up.
      if (current.readyState !== deps.EventSource.CLOSED || source !== current) return
      close()
      failures += 1
      retry = setTimeout(open, reconnectDelay(failures, deps.random))
    })
  }
  const onVisibility = () => {
    if (deps.document.visibilityState !== 'hidden') return open()
    clearTimeout(retry)
    close()
  }
  deps.document.addEventListener('visibilitychange', onVisibility)
  open()
  return () => {
    deps.document.removeEventListener('visibilitychange', onVisibility)
    clearTimeout(retry)
    close()
  }
}

// This server's live changes: the content layer announces each change of the content once, after its
// cache tags are expired (lib/content/live/updates.ts), and every open live stream (/api/live) hears it.
// Kept on globalThis: Next bundles the instrumentation that starts the announcer apart from the route
// that streams, and each bundle has its own copy of this module.
import type {ContentTag} from '../content/tags'

/** One change: the content's version after it (the same on every server that reads the same content) and
 * the cache tags it expired. */
export type LiveChange = {version: string; tags: ContentTag[]}

type Listener = (change: LiveChange) => void

type Hub = {version: string; listeners: Set<Listener>; open: number}

const HUB = Symbol.for('opl.live-hub')

function hub(): Hub {
  const scope = globalThis as {[HUB]?: Hub}
  // Until the first change, a version no other server has: a page asks for the scores once when it
  // connects, and the answer of another server started at another moment is never mistaken for it.
  return (scope[HUB] ??= {version: `start-${process.pid}-${Date.now().toString(36)}`, listeners: new Set(), open: 0})
}

/** Tells every listener of this process about a change (each once, in the order subscribed); returns
 * how many it told. */
export function publishLiveChange(change: LiveChange): number {
  const state = hub()
  state.version = change.version
  const listeners = [...state.listeners]
  for (const listener of listeners) listener(change)
  return listeners.length
}

/** Calls `listener` with each change from now on; returns the function that stops it. */
export function subscribeLiveChanges(listener: Listener): () => void {
  const {listeners} = hub()
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The content's version as of the last change this process announced. */
export const currentLiveVersion = (): string => hub().version

/** Counts a stream in: the function to call when it closes, or null when this process already holds `max`. */
export function admitLiveStream(max: number): (() => void) | null {
  const state = hub()
  if (state.open >= max) return null
  state.open += 1
  let released = false
  return () => {
    if (released) return
    released = true
    state.open -= 1
  }
}

/** How many live streams this process holds open. */
export const openLiveStreams = (): number => hub().open

// This server's live changes: the content layer announces each change of the content once, after its
// cache tags are expired (lib/content/live/updates.ts), and the open live streams (/api/live) hear it
// through the scores feed (lib/content/live/scores-feed.ts). It also counts the open streams, in all and
// per client address.
// Kept on globalThis: Next bundles the instrumentation that starts the announcer apart from the route
// that streams, and each bundle has its own copy of this module.
import type {ContentTag} from '../../../league/site/tags'

/** One change: the content's version after it (the same on every server that reads the same content) and
 * the cache tags it expired. */
export type LiveChange = {version: string; tags: ContentTag[]}

type Listener = (change: LiveChange) => void

type Hub = {version: string; listeners: Set<Listener>; open: number; byAddress: Map<string, number>}

const HUB = Symbol.for('opl.live-hub')

function hub(): Hub {
  const scope = globalThis as {[HUB]?: Hub}
  // Until the first change, a version no other server has.
  return (scope[HUB] ??= {version: `start-${process.pid}-${Date.now().toString(36)}`, listeners: new Set(), open: 0, byAddress: new Map()})
}

/** Tells every listener of this process about a change (each once, in the order subscribed). */
export function publishLiveChange(change: LiveChange): void {
  const state = hub()
  state.version = change.version
  for (const listener of [...state.listeners]) listener(change)
}

/** Calls `listener` with each change from now on; returns the function that stops it. */
export function subscribeLiveChanges(listener: Listener): () => void {
  const {listeners} = hub()
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The content's version as of the last change this process announced. */
export const currentLiveVersion = (): string => hub().version

/** Counts a stream in for the client at `address`: the function to call when it closes, or null when this
 * process already holds `max` streams or that address `perAddress` of them (nothing is counted then). */
export function admitLiveStream(max: number, address = '', perAddress = Infinity): (() => void) | null {
  const state = hub()
  const held = state.byAddress.get(address) ?? 0
  if (state.open >= max || held >= perAddress) return null
  state.open += 1
  state.byAddress.set(address, held + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    state.open -= 1
    const left = (state.byAddress.get(address) ?? 1) - 1
    if (left > 0) state.byAddress.set(address, left)
    else state.byAddress.delete(address)
  }
}

/** How many live streams this process holds open for the client at `address`. */
export const openLiveStreamsOf = (address: string): number => hub().byAddress.get(address) ?? 0

/** How many live streams this process holds open. */
export const openLiveStreams = (): number => hub().open

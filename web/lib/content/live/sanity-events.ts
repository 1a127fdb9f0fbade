// On the Sanity backend, what changed comes from the Live Content API: one subscription per server process
// (@sanity/client's live.events(), as next-sanity's <SanityLive> uses it), each event turned into the
// site's cache tags (sync-tags.ts). The event's id is the content's position in Sanity's stream, the same
// for every server, so it serves as the version the pages ask for scores at.
import 'server-only'
import type {LiveEvent} from 'next-sanity'
import type {ContentEnv} from '../../env'
import {warnAtMostEvery} from '../../http/rate-limited-log'
import {createSanityClient} from '../sanity-client'
import {CONTENT_TAGS} from '../../../../league/site/tags'
import type {LiveChange} from '../../live/hub'
import {tagsForSyncTags} from './sync-tags'

/** After the API said goodbye or the subscription failed for good, subscribe again this much later. */
export const SANITY_LIVE_RESUBSCRIBE_MS = 10_000

/** The change an event announces: a message names sync tags; a restart means earlier positions are
 * gone and anything may have changed. Other events (welcome, reconnect, goaway) announce none. */
export function changeOf(event: LiveEvent): LiveChange | null {
  if (event.type === 'message') return {version: event.id, tags: tagsForSyncTags(event.tags)}
  if (event.type === 'restart') return {version: event.id, tags: [...CONTENT_TAGS]}
  return null
}

/**
 * Calls `onChange` for each change until the returned function is called. When the stream broke and
 * events may have been missed (the client reconnected without its position, or subscribed again), the
 * next welcome is announced as a change of everything.
 */
export function followSanityLive(env: ContentEnv, onChange: (change: LiveChange) => void): () => void {
  let stopped = false
  let mayHaveMissed = false
  let retry: NodeJS.Timeout | undefined
  let subscription: {unsubscribe: () => void} | undefined
  const again = (why: string) => {
    warnAtMostEvery('sanity-live', `[content] Sanity's live events: ${why}; subscribing again in ${SANITY_LIVE_RESUBSCRIBE_MS / 1000} s (the webhook still refreshes pages meanwhile).`)
    subscription?.unsubscribe()
    mayHaveMissed = true
    clearTimeout(retry)
    if (!stopped) retry = setTimeout(subscribe, SANITY_LIVE_RESUBSCRIBE_MS)
  }
  const onEvent = (event: LiveEvent) => {
    if (event.type === 'goaway') return again(`the API closed the stream (${event.reason})`)
    if (event.type === 'reconnect') mayHaveMissed = true
    if (event.type === 'welcome' && mayHaveMissed) {
      mayHaveMissed = false
      return onChange({version: `resumed-${Date.now().toString(36)}`, tags: [...CONTENT_TAGS]})
    }
    const change = changeOf(event)
    if (change) onChange(change)
  }
  function subscribe() {
    if (stopped) return
    subscription = createSanityClient(env)
      .live.events({tag: 'opl.site-live'})
      .subscribe({
        next: onEvent,
        error: (error: unknown) => again(error instanceof Error ? error.message : String(error)),
        complete: () => again('the stream ended'),
      })
  }
  subscribe()
  return () => {
    stopped = true
    clearTimeout(retry)
    subscription?.unsubscribe()
  }
}

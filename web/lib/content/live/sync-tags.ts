// Which of the site's cache tags a Live Content API event concerns. Sanity names changed content by
// opaque sync tags, the same ones its query answers carry; the getters cache by document type. Each
// getter's answer tells this index its sync tags (on every call, cached or not), remembered against the
// getter's first tag — the type it lists, which every entry and page made from it carries — so an event
// expires the getters whose content changed. A tag not remembered (this server has not read that content
// since it started) expires every content tag: a change is never missed, only over-refreshed once.
import {LRUCache} from 'lru-cache'
import {LIVE_SYNC_TAGS_MAX_ENTRIES} from '../../limits'
import {CONTENT_TAGS, type ContentTag} from '../../../../league/site/tags'

type Index = LRUCache<string, Set<ContentTag>>

/** On globalThis: the getters run in the routes' bundles, the live subscription in instrumentation's. */
const INDEX = Symbol.for('opl.sync-tags')

function index(): Index {
  const scope = globalThis as {[INDEX]?: Index}
  return (scope[INDEX] ??= new LRUCache<string, Set<ContentTag>>({max: LIVE_SYNC_TAGS_MAX_ENTRIES}))
}

/** Notes that a getter cached under `tags` read the content named by `syncTags`. */
export function rememberSyncTags(syncTags: readonly string[], tags: readonly ContentTag[]): void {
  const type = tags[0]
  if (!type) return
  const known = index()
  for (const syncTag of syncTags) {
    const types = known.get(syncTag)
    if (types) types.add(type)
    else known.set(syncTag, new Set([type]))
  }
}

/** The cache tags to expire for an event naming `syncTags`, in CONTENT_TAGS order. */
export function tagsForSyncTags(syncTags: readonly string[]): ContentTag[] {
  const known = index()
  const found = new Set<ContentTag>()
  for (const syncTag of syncTags) {
    const types = known.get(syncTag)
    if (!types) return [...CONTENT_TAGS]
    for (const type of types) found.add(type)
  }
  return CONTENT_TAGS.filter((tag) => found.has(tag))
}

/** For tests: forget every sync tag. */
export const forgetSyncTags = (): void => index().clear()

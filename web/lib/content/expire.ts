// The one tag expiry every change of the content ends in — the webhook, the embedded dataset's
// watcher, Sanity's live events, the expiry at start-up — run in process, never by a request to this
// server. It expires the tags in both caches: the `'use cache'` entries (web/cache/use-cache-handler.mjs,
// Next's `cacheHandlers`) and the rendered pages (web/cache/handler.mjs, Next's `cacheHandler`), so the
// next visit to a page that read a changed type renders it from fresh content. With Redis both caches
// are shared, so one server's expiry reaches every server.
import {expirePageTags} from '../../cache/handler.mjs'
import {expireTags} from '../../cache/use-cache-handler.mjs'
import {isContentTag, type ContentTag} from '../../../league/site/tags'

/** Expires the cached data and pages of each content type named (other names are ignored). */
export async function expireContentTags(types: readonly string[]): Promise<ContentTag[]> {
  const tags = types.filter(isContentTag)
  if (tags.length) await Promise.all([expireTags(tags), expirePageTags(tags)])
  return tags
}

// Where every change of the content ends, whichever backend (the embedded dataset's watcher, Sanity's
// Live Content API): its cache tags are expired once on this server, by the same expiry as the webhook
// (expire.ts), and then the change is announced to the pages open on this server (lib/live/hub.ts,
// streamed by /api/live). With Redis the expiry reaches the cache every server shares; each server still
// hears the change itself, so each tells its own pages.
import {contentEnv, type ContentEnv} from '../../env'
import {openLiveStreams, publishLiveChange, type LiveChange} from '../../live/hub'
import {datasetVersion} from '../embedded/dataset'
import {startEmbeddedRevalidation} from '../embedded/watcher'
import {expireContentTags} from '../expire'
import {isContentTag} from '../../../../league/site/tags'
import {followSanityLive} from './sanity-events'

/** Expires the change's tags, then tells the open pages; `expire` may name types the site does not cache.
 * One line each: a server says it once per change, however many pages it tells. */
export async function contentChanged(change: LiveChange, expire: readonly string[] = change.tags): Promise<void> {
  await expireContentTags(expire)
  if (!change.tags.length) return
  publishLiveChange(change)
  const told = openLiveStreams()
  console.log(`[live] ${change.tags.join(', ')} changed (version ${change.version}): expired on this server, told ${told} open page${told === 1 ? '' : 's'}.`)
}

let stop: (() => void) | undefined

/** Starts following the content's changes on this server (instrumentation.ts, once per process);
 * resolves once what the server may have cached from older content is expired. */
export async function startLiveUpdates(env: ContentEnv = contentEnv()): Promise<void> {
  stop?.()
  stop = undefined
  if (env.backend === 'embedded') {
    await startEmbeddedRevalidation(env, async (types) => {
      const version = await datasetVersion(env.CONTENT_DATASET_PATH)
      await contentChanged({version, tags: types.filter(isContentTag)}, types)
    })
    return
  }
  // One change at a time, in the order Sanity sent them.
  let queue = Promise.resolve()
  stop = followSanityLive(env, (change) => {
    queue = queue.then(() => contentChanged(change)).catch((error: unknown) => console.warn('[content] a live change was not applied:', error))
  })
}

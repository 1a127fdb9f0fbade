// Types for handler.mjs (plain JavaScript, like the handler @fortedigital/nextjs-cache-handler documents).
import type {CacheHandler} from '@fortedigital/nextjs-cache-handler'

declare const handler: typeof CacheHandler
export default handler

/** Expires the pages carrying any of `tags` (Redis and this server's memory). */
export function expirePageTags(tags: readonly string[]): Promise<void>

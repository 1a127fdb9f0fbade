// Types for redis.mjs (plain JavaScript, because Next loads it directly at run time).
import type {CacheHandler} from '@fortedigital/nextjs-cache-handler'

declare const handler: typeof CacheHandler
export default handler

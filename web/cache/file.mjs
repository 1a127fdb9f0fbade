// The cache of a single server (no REDIS_URL): Next's own file cache (pages on disk, recent ones in
// memory), with its pages kept ASCII (./ascii-pages.mjs). Next's file cache is not a public export;
// web/cache/cache-handlers.test.ts fails if an upgrade moves it.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import {withAsciiPages} from './ascii-pages.mjs'

// Node hands an ES module the CommonJS exports object; Vite's interop, its `default` export.
export default withAsciiPages(fileSystemCache.default ?? fileSystemCache)

// The cache of a single server (no REDIS_URL): Next's own file cache (pages on disk, recent ones in
// memory), with its pages kept ASCII (./ascii-pages.mjs). Next's file cache is not a public export;
// ./ascii-pages.test.ts fails if an upgrade moves it.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import {withAsciiPages} from './ascii-pages.mjs'

// Node hands an ES module the CommonJS exports object; bundlers' interop (Turbopack, Vite), its `default`.
export default withAsciiPages(fileSystemCache.default ?? fileSystemCache)

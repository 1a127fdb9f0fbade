// Types for file.mjs (plain JavaScript, because Next loads it directly at run time).
import type FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache'

declare const handler: typeof FileSystemCache
export default handler

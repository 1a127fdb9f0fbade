// Types for file.mjs (plain JavaScript, like the handler @fortedigital/nextjs-cache-handler documents).
import type FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache'

declare const handler: typeof FileSystemCache
export default handler

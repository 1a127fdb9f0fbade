// Types for compression.mjs (plain JavaScript: the standalone server runs it without a build step).
import type {IncomingMessage, ServerResponse} from 'node:http'

export declare const COMPRESSED_CACHE_BYTES: number
export declare const MAX_CACHED_BODY_BYTES: number
export declare const MIN_COMPRESSED_BYTES: number
export declare const BROTLI_QUALITY: number
export declare function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined

export type Compression = ((req: IncomingMessage, res: ServerResponse) => void) & {
  cached: () => {entries: number; bytes: number}
}
export declare function createCompression(options?: {
  cacheBytes?: number
  /** Built assets as Brotli, by URL path (./precompressed.mjs's loadPrecompressed). */
  precompressed?: ReadonlyMap<string, Buffer>
}): Compression

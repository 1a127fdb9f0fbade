// Types for precompressed.mjs (plain JavaScript: the standalone server runs it without a build step).
export declare const PRECOMPRESSED_MAX_BYTES: number
export declare const STATIC_URL_PREFIX: string
export declare function loadPrecompressed(
  dir: string,
  distDir: string,
  options?: {maxBytes?: number},
): Promise<Map<string, Buffer>>

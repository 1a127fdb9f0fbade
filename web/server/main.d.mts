// Types for main.mjs (plain JavaScript: the standalone server runs it without a build step).
import type {Server} from 'node:http'

export declare function startServer(options: {
  dir: string
  hostname: string
  port: number
  keepAliveTimeout?: number
  compress: boolean
}): Promise<Server>
export declare function main(dir: string): void
export declare function startStandalone(distDir: string): void
export declare const SHUTDOWN_GRACE_MS: number

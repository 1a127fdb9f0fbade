// Types for main.mjs (plain JavaScript: the standalone server runs it without a build step).
import type {IncomingMessage, Server, ServerResponse} from 'node:http'
import type {Duplex} from 'node:stream'

export declare function startServer(options: {
  dir: string
  /** The build's folder inside `dir` (NEXT_DIST_DIR; .next). */
  distDir?: string
  hostname: string
  port: number
  keepAliveTimeout?: number
  compress: boolean
}): Promise<Server>
export declare function main(dir: string, distDir?: string): void
export declare function startStandalone(distDir: string): void
export declare const SHUTDOWN_GRACE_MS: number
export declare const INTERNAL_HEADERS: string[]
export declare function passPublishedNews(req: Pick<IncomingMessage, 'url' | 'headers'>): Promise<void> | undefined
export declare function nextTurn(): Promise<void>
export declare function answerMethodNotAllowed(req: IncomingMessage, res: ServerResponse): void
export declare const UNSUPPORTED_METHODS: Set<string>
export declare function refuseMethod(res: ServerResponse, headers: Array<{key: string; value: string}>, done?: () => void): ServerResponse
export declare function buildHeaders(dir: string, distDir: string): (url?: string) => Array<{key: string; value: string}>
export declare function answerClientError(headersFor: (url?: string) => Array<{key: string; value: string}>): (error: Error & {code?: string}, socket: Duplex) => void

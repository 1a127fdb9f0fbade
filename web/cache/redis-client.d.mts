// Types for redis-client.mjs (plain JavaScript: Next loads the cache handlers itself, outside the app's bundle).
import type {RedisClientType} from '@redis/client'

export declare const REDIS_TIMEOUT_MS: number

export declare class RedisUnavailable extends Error {}

/** How the shared cache stands on this server. */
export type SharedCacheState = {state: 'none'} | {state: 'ok'} | {state: 'failing'; since: string}

export declare function sharedCacheState(): SharedCacheState

/** PINGs every connection (each within its timeout), then says how the shared cache stands. */
export declare function checkSharedCache(): Promise<SharedCacheState>

export declare function redisHost(url: string): string

export declare function within<T>(promise: Promise<T>, ms: number, what?: string): Promise<T>

export type BoundedRedis = {
  ready: Promise<void>
  readonly failing: boolean
  offers(command: string | symbol): boolean
  run<T>(command: (client: RedisClientType) => Promise<T>): Promise<T>
  close(): void
}

export declare function boundedRedis(url: string, options: {name: string; timeoutMs?: number; fallback: string}): BoundedRedis

// The production topology on one machine (docs/hosting.md): nginx (deploy/nginx.conf, unprivileged on a
// port above 1024 with its own prefix folder) in front of two of Next's standalone servers that share
// one redis-server. `npm run stack` starts it from the last build; the browser suite tests/e2e/stack.spec.ts
// starts one from the e2e build.
import {spawn, type ChildProcess} from 'node:child_process'
import {existsSync} from 'node:fs'
import {mkdir, readFile, rm, stat, writeFile} from 'node:fs/promises'
import {connect} from 'node:net'
import path from 'node:path'
import {startSite, type RunningSite} from '../../tests/e2e/support/site-server'
import {parseContentEnv} from '../../web/lib/env'
import {LIVE_MAX_CONNECTIONS_PER_ADDRESS, MAX_QUERY_PARAMS, MAX_REQUEST_LINE_BYTES, WEBHOOK_MAX_BODY_BYTES} from '../../web/lib/limits'
import {LIVE_KEEPALIVE_MS} from '../../web/lib/live/event-stream'
import {QUERY_ROUTES} from '../../web/lib/http/request-target'
import {fixedSecurityHeaders, settingsSecurityHeaders} from '../../web/lib/security/headers'
import {ROOT, standaloneServer} from './standalone'

export const DEPLOY_DIR = path.join(ROOT, 'deploy')

/** The settings deploy/nginx.conf is written with, each named once (docs/reports/2026-11-28-security.md says
 * why each is what it is). */
export const NGINX_SETTINGS = {
  /** Connections per worker (nginx's own: client connections and those to the servers behind it). */
  WORKER_CONNECTIONS: '8192',
  /** Open files per worker: its connections, and a cached file for each answer under way. */
  WORKER_RLIMIT_NOFILE: '16384',
  /** TCP connections one client address may hold open at once, counted at the front door before any
   * HTTP is read (half-sent requests too); one more is closed at once. */
  CONNECTIONS_PER_ADDRESS: '512',
  /** The front door ends a connection where neither side has sent anything for this long: above every
   * timeout of the public server, so in practice that server ends it first. */
  FRONT_DOOR_IDLE_TIMEOUT: '75s',
  /** A request's headers must all arrive within this long. */
  CLIENT_HEADER_TIMEOUT: '5s',
  /** Each read of a request body and each write to a client must make progress within these. */
  CLIENT_BODY_TIMEOUT: '5s',
  SEND_TIMEOUT: '10s',
  /** An idle keep-alive connection is closed after this long, and after this many requests. */
  KEEPALIVE_TIMEOUT: '10s',
  KEEPALIVE_REQUESTS: '1000',
  /** /api/* per client address: a steady rate and the burst allowed above it. */
  API_RATE: '10r/s',
  API_BURST: '20',
  /** Pages (and every other answer of Next's but pictures and /api/*) per client address. */
  PAGE_RATE: '20r/s',
  PAGE_BURST: '200',
  /** Pictures (/images/*) per client address. */
  IMAGE_RATE: '100r/s',
  IMAGE_BURST: '1000',
  /** Webhook requests under way at once per client address (Sanity delivers one at a time). */
  WEBHOOK_CONNECTIONS_PER_ADDRESS: '4',
  /** How long a page stays in nginx's micro-cache (a publish shows within this plus one render). */
  MICRO_CACHE_SECONDS: '1',
  /** Request bodies: the webhook's limit, which nginx enforces before Next reads anything. */
  MAX_BODY: `${WEBHOOK_MAX_BODY_BYTES / 1024}k`,
  /** The request line and each header line: past it 414 (the line) or 400 (a header). */
  MAX_REQUEST_LINE: `${MAX_REQUEST_LINE_BYTES / 1024}k`,
  /** Query parameters in one address: past it 414, before Next parses them. */
  MAX_QUERY_PARAMS: String(MAX_QUERY_PARAMS),
  /** A server that refused or failed a request is left alone this long (the other one answers). */
  UPSTREAM_FAIL_TIMEOUT: '5s',
  /** Live event streams one client address may hold open (pages open behind one router): the servers'
   * own share per address (LIVE_MAX_CONNECTIONS_PER_ADDRESS). */
  LIVE_STREAMS_PER_ADDRESS: String(LIVE_MAX_CONNECTIONS_PER_ADDRESS),
  /** New live streams per client address: a page opens one, and another after a drop; a burst of all
   * the streams an address may hold, then a steady rate. */
  LIVE_RATE: '2r/s',
  LIVE_BURST: String(LIVE_MAX_CONNECTIONS_PER_ADDRESS),
  /** A live stream may be silent this long: four of its keep-alive comments. */
  LIVE_READ_TIMEOUT: `${(LIVE_KEEPALIVE_MS * 4) / 1000}s`,
}

/** The request headers Next reads from its own machinery and no browser sends (Next 16's server:
 * middleware and data requests, minimal mode, on-demand revalidation, resumes, server actions, dev
 * refresh). nginx drops a client's before the request reaches Next: `x-middleware-prefetch: 1` made Next
 * answer any dynamic page with `{}`. The router's own headers (rsc, next-router-*, next-url) are not
 * here: nginx passes them on the router's requests and keys its cache on them. */
export const NEXT_INTERNAL_REQUEST_HEADERS = [
  'x-middleware-prefetch',
  'x-middleware-subrequest',
  'x-middleware-invoke',
  'x-middleware-override-headers',
  'x-nextjs-data',
  'x-matched-path',
  'x-now-route-matches',
  'x-invoke-path',
  'x-invoke-query',
  'x-invoke-status',
  'x-invoke-output',
  'x-prerender-revalidate',
  'x-prerender-revalidate-if-generated',
  'x-next-revalidate-tag-token',
  'x-next-revalidated-tags',
  'x-next-cache-tags',
  'next-resume',
  'x-next-resume-state-length',
  'next-action',
  'x-action-forwarded',
  'next-hmr-refresh',
] as const

/** Debian's paths for the Brotli and stream modules and the MIME types (libnginx-mod-http-brotli-*,
 * libnginx-mod-stream, nginx-common). */
const NGINX_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so', 'ngx_stream_module.so'].map((file) => `/usr/lib/nginx/modules/${file}`)
const MIME_TYPES = '/etc/nginx/mime.types'

/** Redis holds at most this much, the least recently used keys going first. */
export const REDIS_MAX_MEMORY = '256mb'

export type NginxPlaces = {
  /** host:port nginx listens on. */
  listen: string
  /** host:port of each Next server. */
  apps: [string, string]
  /** The build's static folder (with the .br and .gz copies). */
  staticDir: string
  /** nginx's own folder: pid, logs, temp files, the micro-cache. */
  prefix: string
  /** Client addresses no connection or rate limit counts (a load balancer's health checks, a
   * benchmark's own client): none by default. */
  limitsExempt?: string[]
}

/** The security headers Next gives a published page. */
function securityHeaders(env: Record<string, string | undefined>) {
  return [...fixedSecurityHeaders(), ...settingsSecurityHeaders(parseContentEnv(env))]
}

/** nginx's variable for a header's value where the answer does not carry it yet. */
const whereMissing = (key: string) => `$${key.toLowerCase().replaceAll('-', '_')}_where_missing`

/** For each security header, a map to its value when the answer has none (nginx's own answers, such as
 * the redirect of `/api` to `/api/`), and to nothing when it has one (Next's): add_header with an empty
 * value adds nothing, so Next's headers are never doubled. */
function securityHeaderMaps(env: Record<string, string | undefined>): string {
  return securityHeaders(env)
    .map(({key, value}) => `map $sent_http_${key.toLowerCase().replaceAll('-', '_')} ${whereMissing(key)} {\n        "" "${value}";\n        default "";\n    }`)
    .join('\n    ')
}

/** A file of deploy/ with its placeholders filled in from `values`. */
async function rendered(file: string, values: Record<string, string>): Promise<string> {
  const template = await readFile(path.join(DEPLOY_DIR, file), 'utf8')
  return template.replace(/\$\{([A-Z_0-9]+)\}/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`deploy/${file}: no value for ${whole}`)
    return values[name]!
  })
}

/** deploy/nginx.conf with its placeholders filled in, deploy/error-pages.conf written into each server. */
export async function nginxConfig(places: NginxPlaces, env: Record<string, string | undefined> = process.env): Promise<string> {
  const headers = securityHeaders(env)
  const values: Record<string, string> = {
    ...NGINX_SETTINGS,
    WORKER_PROCESSES: 'auto',
    LOAD_MODULES: NGINX_MODULES.map((module) => `load_module ${module};`).join('\n'),
    MIME_TYPES,
    PREFIX: places.prefix,
    LISTEN: places.listen,
    SERVER_NAME: new URL(parseContentEnv(env).NEXT_PUBLIC_SITE_URL).hostname,
    LIMITS_EXEMPT: (places.limitsExempt ?? []).map((address) => `${address} 1;`).join('\n        '),
    QUERY_ROUTES: QUERY_ROUTES.map((route) => `~^${route} 1;`).join('\n        '),
    NEXT_INTERNAL_HEADERS_DROPPED: NEXT_INTERNAL_REQUEST_HEADERS.map((name) => `proxy_set_header ${name} "";`).join('\n        '),
    APP_1: places.apps[0],
    APP_2: places.apps[1],
    STATIC_DIR: places.staticDir,
    DEPLOY_DIR,
    SECURITY_HEADERS: headers.map(({key, value}) => `add_header ${key} "${value}" always;`).join('\n            '),
    SECURITY_HEADER_MAPS: securityHeaderMaps(env),
    SECURITY_HEADERS_WHERE_MISSING: headers.map(({key}) => `add_header ${key} ${whereMissing(key)} always;`).join('\n            '),
  }
  const errorPages = (await rendered('error-pages.conf', values)).trim()
  return rendered('nginx.conf', {...values, ERROR_PAGES: errorPages})
}

/** Resolves once something accepts connections on 127.0.0.1:port, or rejects after `ms`. */
async function listening(port: number, what: string, child: ChildProcess, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`)
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true)))
      socket.on('error', () => resolve(false))
    })
    if (up) return
    if (Date.now() > deadline) throw new Error(`${what} did not listen on ${port} within ${ms / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill(signal)
  })
}

export type StackOptions = {
  /** nginx's port, the two servers' and Redis's, all on 127.0.0.1. */
  port: number
  appPorts: [number, number]
  redisPort: number
  /** The build to serve (its standalone folder must be complete: npm run build). */
  distDir: string
  /** nginx's folder (made if missing; its micro-cache emptied). */
  prefix: string
  /** Extra settings for the servers (a dataset, a Content Lake…). */
  env?: Record<string, string>
  /** Client addresses nginx's connection and rate limits do not count (NginxPlaces). */
  limitsExempt?: string[]
}

export type RunningNginx = {
  /** Everything nginx logged so far. */
  errorLog: () => Promise<string>
  stop: () => Promise<void>
}

/** stop() ends nginx, both servers and Redis; signalRedis sends Redis a signal (SIGSTOP hangs it). */
export type Stack = RunningNginx & {url: string; apps: [RunningSite, RunningSite]; signalRedis: (signal: NodeJS.Signals) => void}

export type NginxOptions = Pick<StackOptions, 'port' | 'appPorts' | 'distDir' | 'prefix' | 'env' | 'limitsExempt'>

/** The site's settings for a stack on 127.0.0.1:port: its own address is the site's unless `env` names
 * another (nginx answers only that host; Next writes it into canonical links). */
const siteEnv = (port: number, env: Record<string, string>) => ({NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`, ...env})

/**
 * The first folder on the way to `dir` that other users may not enter, or null. nginx started as root
 * runs its workers as `nobody`, and they serve the build's static files from disk: a checkout under a
 * private folder (a 0700 home or temporary folder) would answer every script and font with 403.
 */
export async function closedToOthers(dir: string): Promise<string | null> {
  const folders: string[] = []
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    folders.unshift(at)
    if (path.dirname(at) === at) break
  }
  for (const folder of folders) if (((await stat(folder)).mode & 0o001) === 0) return folder
  return null
}

/** nginx alone with deploy/nginx.conf on 127.0.0.1:port, in front of whatever listens on appPorts. */
export async function startNginx({port, appPorts, distDir, prefix, env = {}, limitsExempt}: NginxOptions): Promise<RunningNginx> {
  const staticDir = path.join(path.dirname(standaloneServer(distDir)), distDir, 'static')
  const closed = process.getuid?.() === 0 ? await closedToOthers(staticDir) : null
  if (closed) throw new Error(`nginx's workers (user nobody, as root starts them) cannot enter ${closed}, so they cannot serve ${staticDir}: run from a checkout other users may enter (chmod o+x ${closed}).`)
  await rm(prefix, {recursive: true, force: true})
  await mkdir(prefix, {recursive: true})
  const config = path.join(prefix, 'nginx.conf')
  const places = {listen: `127.0.0.1:${port}`, apps: [`127.0.0.1:${appPorts[0]}`, `127.0.0.1:${appPorts[1]}`] as [string, string], staticDir, prefix, limitsExempt}
  await writeFile(config, await nginxConfig(places, {...process.env, ...siteEnv(port, env)}))
  const nginx = spawn('nginx', ['-p', prefix, '-c', config, '-g', 'daemon off;'], {stdio: ['ignore', 'inherit', 'inherit']})
  const stop = () => stopped(nginx, 'SIGQUIT')
  try {
    await listening(port, 'nginx', nginx)
  } catch (error) {
    await stop()
    throw error
  }
  return {errorLog: () => readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => ''), stop}
}

export async function startStack({port, appPorts, redisPort, distDir, prefix, env = {}, limitsExempt}: StackOptions): Promise<Stack> {
  if (!existsSync(standaloneServer(distDir))) throw new Error(`No build in web/${distDir}: run \`npm run build\` first.`)
  const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory', REDIS_MAX_MEMORY, '--maxmemory-policy', 'allkeys-lru'], {stdio: 'ignore'})
  // SIGCONT first: a Redis a test stopped (SIGSTOP) takes no SIGTERM.
  const started: Array<() => Promise<void>> = [() => (redis.kill('SIGCONT'), stopped(redis, 'SIGTERM'))]
  const stop = async () => {
    for (const end of started.reverse()) await end()
  }
  try {
    await listening(redisPort, 'redis-server', redis)
    const appEnv = {...siteEnv(port, env), REDIS_URL: `redis://127.0.0.1:${redisPort}`}
    const apps = (await Promise.all(appPorts.map((appPort) => startSite(appPort, appEnv, {distDir})))) as [RunningSite, RunningSite]
    for (const app of apps) started.push(() => app.stop())
    const nginx = await startNginx({port, appPorts, distDir, prefix, env, limitsExempt})
    started.push(nginx.stop)
    return {url: `http://127.0.0.1:${port}`, apps, errorLog: nginx.errorLog, stop, signalRedis: (signal) => void redis.kill(signal)}
  } catch (error) {
    await stop()
    throw error
  }
}

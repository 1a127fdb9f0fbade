// The production topology on one machine (docs/hosting.md): nginx (deploy/nginx.conf, unprivileged on a
// port above 1024 with its own prefix folder) in front of two of Next's standalone servers that share
// one redis-server. `npm run stack` starts it from the last build; the browser suite tests/e2e/stack.spec.ts
// starts one from the e2e build.
import {spawn, type ChildProcess} from 'node:child_process'
import {existsSync} from 'node:fs'
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises'
import {connect} from 'node:net'
import path from 'node:path'
import {startSite, type RunningSite} from '../../tests/e2e/support/site-server'
import {parseContentEnv} from '../../web/lib/env'
import {MAX_QUERY_PARAMS, MAX_REQUEST_LINE_BYTES, WEBHOOK_MAX_BODY_BYTES} from '../../web/lib/limits'
import {LIVE_KEEPALIVE_MS} from '../../web/lib/live/event-stream'
import {fixedSecurityHeaders, settingsSecurityHeaders} from '../../web/lib/security/headers'
import {ROOT, standaloneServer} from './standalone'

export const DEPLOY_DIR = path.join(ROOT, 'deploy')

/** The settings deploy/nginx.conf is written with, each named once. */
export const NGINX_SETTINGS = {
  /** Headers, body and each write to a client must progress within this long. */
  SLOW_CLIENT_TIMEOUT: '10s',
  /** /api/* per client address: a steady rate and the burst allowed above it. */
  API_RATE: '10r/s',
  API_BURST: '20',
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
  /** Connections per nginx worker: each open page's live stream takes two (the browser's, Next's). */
  WORKER_CONNECTIONS: '4096',
  /** Live event streams one client address may hold open (pages open behind one router). */
  LIVE_STREAMS_PER_ADDRESS: '64',
  /** A live stream may be silent this long: four of its keep-alive comments. */
  LIVE_READ_TIMEOUT: `${(LIVE_KEEPALIVE_MS * 4) / 1000}s`,
  /** Live score answers per client address: every page behind one router asks at each ball. */
  LIVE_SCORES_RATE: '30r/s',
  LIVE_SCORES_BURST: '100',
}

/** Debian's paths for the Brotli modules and MIME types (libnginx-mod-http-brotli-*, nginx-common). */
const NGINX_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map((file) => `/usr/lib/nginx/modules/${file}`)
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
}

/** The security headers as nginx add_header lines: the ones Next gives a published page. */
function securityHeaderLines(env: Record<string, string | undefined>): string {
  const settings = parseContentEnv(env)
  const headers = [...fixedSecurityHeaders(), ...settingsSecurityHeaders(settings)]
  return headers.map(({key, value}) => `add_header ${key} "${value}" always;`).join('\n            ')
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
  const values: Record<string, string> = {
    ...NGINX_SETTINGS,
    WORKER_PROCESSES: 'auto',
    LOAD_MODULES: NGINX_MODULES.map((module) => `load_module ${module};`).join('\n'),
    MIME_TYPES,
    PREFIX: places.prefix,
    LISTEN: places.listen,
    APP_1: places.apps[0],
    APP_2: places.apps[1],
    STATIC_DIR: places.staticDir,
    DEPLOY_DIR,
    SECURITY_HEADERS: securityHeaderLines(env),
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
}

export type RunningNginx = {
  /** Everything nginx logged so far. */
  errorLog: () => Promise<string>
  stop: () => Promise<void>
}

/** stop() ends nginx, both servers and Redis. */
export type Stack = RunningNginx & {url: string; apps: [RunningSite, RunningSite]}

export type NginxOptions = Pick<StackOptions, 'port' | 'appPorts' | 'distDir' | 'prefix' | 'env'>

/** nginx alone with deploy/nginx.conf on 127.0.0.1:port, in front of whatever listens on appPorts. */
export async function startNginx({port, appPorts, distDir, prefix, env = {}}: NginxOptions): Promise<RunningNginx> {
  await rm(prefix, {recursive: true, force: true})
  await mkdir(prefix, {recursive: true})
  const config = path.join(prefix, 'nginx.conf')
  const staticDir = path.join(path.dirname(standaloneServer(distDir)), distDir, 'static')
  await writeFile(config, await nginxConfig({listen: `127.0.0.1:${port}`, apps: [`127.0.0.1:${appPorts[0]}`, `127.0.0.1:${appPorts[1]}`], staticDir, prefix}, {...process.env, ...env}))
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

export async function startStack({port, appPorts, redisPort, distDir, prefix, env = {}}: StackOptions): Promise<Stack> {
  if (!existsSync(standaloneServer(distDir))) throw new Error(`No build in web/${distDir}: run \`npm run build\` first.`)
  const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory', REDIS_MAX_MEMORY, '--maxmemory-policy', 'allkeys-lru'], {stdio: 'ignore'})
  const started: Array<() => Promise<void>> = [() => stopped(redis, 'SIGTERM')]
  const stop = async () => {
    for (const end of started.reverse()) await end()
  }
  try {
    await listening(redisPort, 'redis-server', redis)
    const appEnv = {...env, REDIS_URL: `redis://127.0.0.1:${redisPort}`}
    const apps = (await Promise.all(appPorts.map((appPort) => startSite(appPort, appEnv, {distDir})))) as [RunningSite, RunningSite]
    for (const app of apps) started.push(() => app.stop())
    const nginx = await startNginx({port, appPorts, distDir, prefix, env})
    started.push(nginx.stop)
    return {url: `http://127.0.0.1:${port}`, apps, errorLog: nginx.errorLog, stop}
  } catch (error) {
    await stop()
    throw error
  }
}

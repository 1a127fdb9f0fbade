// A stand-in for Sanity's Content Lake on 127.0.0.1: GROQ queries (groq-js), documents, mutations and
// actions on a working copy of an export NDJSON file, listen, live events, history, image uploads, the account
// answers the Studio needs, and — given a folder — the built Studio itself. For tests and for trying the
// Studio with no account; never a production backend (`npm start` and production mode never start it).
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import {createSecureServer, type Http2SecureServer} from 'node:http2'
import type {AddressInfo} from 'node:net'
import {runActions} from './actions'
import {serveImage, uploadImage} from './assets'
import {documentAtRevision, sendTransactions} from './history'
import {HttpError, notImplemented, readJsonBody, send, sendError} from './http'
import {listen, liveEvents} from './listen'
import {localLogin, makeToken, type LocalAuth} from './login'
import {runMutations} from './mutate'
import {ADMIN_ACL, LOCAL_USER, project, studioAnswer} from './project'
import {applyPerspective, readQuery, runQuery, type Perspective} from './query'
import {makeCertificate, type Certificate} from './secure'
import {DocumentStore} from './store'
import {querySyncTags} from './sync-tags'
import {serveStudioFile} from './studio-files'
import {webhookSender, type WebhookDelivery, type WebhookOptions} from './webhook'
import {LOCAL_PREVIEW_URL_PATH} from '../../studio/local-lake'

export {applyPerspective}

export type ContentLakeOptions = {
  /** The NDJSON file to serve and change (export format); re-read when someone else changes it. */
  datasetFile: string
  /** 0 (the default) picks a free port. */
  port?: number
  /** The bearer token reading drafts and everything the Studio does need; made at start when not given
   * (the server's `token`), and handed to the Studio by its login. */
  token?: string
  /** A built Studio (studio-dist) to serve, with the API, on a second address: HTTPS over HTTP/2 (see secure.ts). */
  studioDir?: string
  /** The Studio address's port; 0 (the default) picks a free one. */
  studioPort?: number
  /** The Studio address's certificate; made afresh when not given. */
  certificate?: Certificate
  /** Where to send a signed GROQ webhook after each change to a published document. */
  webhook?: WebhookOptions
  /** The site the Studio's Presentation tab opens (`npm run studio --site-port`), told to the Studio at
   * LOCAL_PREVIEW_URL_PATH; without it the Studio keeps the preview URL it was built with. */
  previewUrl?: string
  /** Whether the Live Content API answers (default true); false answers its events 503, as in an outage
   * of it, so a site refreshes by the webhook alone. */
  live?: boolean
}

export type ContentLakeRequest = {method: string; dataset: string; query: string; perspective: Perspective}

/** How the stand-in behaves, to rehearse outages: answering, never answering, answering 500, or not
 * listening at all (connections refused). */
export type LakeHealth = 'up' | 'hang' | 'error' | 'down'

export type ContentLakeServer = {
  url: string
  port: number
  /** The one bearer token it accepts (drafts, mutations, the Studio's account). */
  token: string
  /** The Studio's address (HTTPS, its project's host name under localhost), when a Studio is served. */
  studioUrl: string | undefined
  requests: ContentLakeRequest[]
  /** Every request the stand-in refused as not implemented or unknown (method and path). */
  unanswered: string[]
  /** WebSocket upgrades refused (the Studio's presence socket, which the stand-in does not offer). */
  refusedSockets: string[]
  /** The webhook calls made so far, with the site's answers. */
  webhookDeliveries: WebhookDelivery[]
  store: DocumentStore
  setHealth: (health: LakeHealth) => Promise<void>
  /** When the first request arrived (ms since the epoch), whatever the health. */
  readonly firstRequestAt: number | undefined
  close: () => Promise<void>
}

/** Why the stand-in never starts in production mode: production content is Sanity's, not a local file. */
export const NOT_IN_PRODUCTION =
  "The local Content Lake stand-in is for tests and trying the Studio offline: it does not start with NODE_ENV=production (production uses Sanity's Content Lake)."

/** Whether NODE_ENV says production, however it is spelled or spaced (" Production ", "PRODUCTION"). */
export const isProductionMode = (nodeEnv = process.env.NODE_ENV) => nodeEnv?.trim().toLowerCase() === 'production'

/** The host names the stand-in answers to: this machine's, and the Studio's project name under localhost. */
const LOCAL_HOST = /^(?:(?:[a-z0-9-]+\.)?localhost|127\.0\.0\.1|\[::1\])$/i

/**
 * Whether a request was addressed to this machine, at the port it arrived on. A web page elsewhere can
 * point its own name at 127.0.0.1 (DNS rebinding) and so reach the stand-in from the visitor's browser,
 * but its requests still name that page's host: they are refused, and cannot read or rewrite the working copy.
 */
export function isLocalHost(host: string, port: number): boolean {
  const parsed = URL.parse(`http://${host}`)
  if (!parsed || parsed.username || parsed.password || parsed.pathname !== '/' || host.includes('@')) return false
  return LOCAL_HOST.test(parsed.hostname) && Number(parsed.port) === port
}

/** The project the stand-in answers to when the caller names none (the Studio's local project). */
export const DEFAULT_PROJECT_ID = 'opl-local'

const API_PATH = /^\/v(?:\d{4}-\d{2}-\d{2}|1|X)\/(.*)$/
const LIVE_EVENTS_PATH = /^data\/live\/events\/[^/]+$/
const DATA_PATH = /^data\/(query|doc|mutate|actions|listen|history|references)\/([^/]+)(?:\/(.*))?$/

export async function startContentLakeServer(options: ContentLakeOptions): Promise<ContentLakeServer> {
  if (isProductionMode()) throw new Error(NOT_IN_PRODUCTION)
  const store = new DocumentStore(options.datasetFile)
  const stopWatching = store.watch()
  const requests: ContentLakeRequest[] = []
  const unanswered: string[] = []
  const refusedSockets: string[] = []
  const token = options.token ?? makeToken()
  const auth: LocalAuth = localLogin(token)
  const webhookDeliveries: WebhookDelivery[] = []
  if (options.webhook) {
    const send = webhookSender(options.webhook, (delivery) => webhookDeliveries.push(delivery))
    store.subscribe((transaction) => void send(transaction).catch((error: unknown) => console.warn('[content-lake] webhook:', error)))
  }

  const isAuthorised = (req: IncomingMessage) => auth.accepts(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1])
  const needsToken = (req: IncomingMessage, what: string) => {
    if (!isAuthorised(req)) throw new HttpError(401, `${what} needs a token (Authorization: Bearer <token>)`)
  }

  async function data(req: IncomingMessage, res: ServerResponse, url: URL, [, endpoint, dataset, rest]: string[]) {
    const method = req.method ?? 'GET'
    if (endpoint === 'query' && (method === 'GET' || method === 'POST')) {
      const {query, params, perspective} = await readQuery(req, url)
      requests.push({method, dataset: dataset!, query, perspective})
      if (perspective !== 'published') needsToken(req, `The "${perspective}" perspective`)
      const started = performance.now()
      const documents = applyPerspective(await store.documents(), perspective)
      const result = await runQuery(query, params, documents)
      // The Live Content API's names for what the answer read (sync-tags.ts); the query only when wanted.
      const echo = url.searchParams.get('returnQuery') === 'false' ? {} : {query}
      return send(res, 200, {...echo, result, syncTags: querySyncTags(query, documents), ms: Math.round(performance.now() - started)})
    }
    needsToken(req, `${endpoint} on the dataset`)
    if (endpoint === 'doc' && method === 'GET' && rest) {
      const ids = rest.split(',').map(decodeURIComponent)
      const found = await Promise.all(ids.map((id) => store.get(id)))
      return send(res, 200, {
        documents: found.filter((doc) => doc !== undefined),
        omitted: ids.filter((_, i) => !found[i]).map((id) => ({id, reason: 'existence'})),
      })
    }
    if (endpoint === 'mutate' && method === 'POST') return send(res, 200, await runMutations(await readJsonBody(req), url, store))
    if (endpoint === 'actions' && method === 'POST') return send(res, 200, await runActions(await readJsonBody(req), store))
    if (endpoint === 'listen' && method === 'GET') return listen(req, res, url, store)
    // Documents of other datasets that refer to this one (the Studio asks before a delete): the stand-in
    // holds one dataset, so there are none. References inside it the Studio finds with a query.
    if (endpoint === 'references' && method === 'GET' && rest?.startsWith('documents/')) return send(res, 200, {totalCount: 0, references: []})
    // The document's event list (publish, unpublish…) is not kept: the Studio then builds its timeline
    // from the transactions alone.
    if (endpoint === 'history' && method === 'GET' && rest?.startsWith('events/documents/')) return send(res, 200, {events: {}, nextCursor: ''})
    const history = /^(transactions|documents)\/(.+)$/.exec(rest ?? '')
    if (endpoint === 'history' && method === 'GET' && history) {
      const ids = history[2]!.split(',').map(decodeURIComponent)
      if (history[1] === 'transactions') return sendTransactions(res, url, ids, store)
      return send(res, 200, documentAtRevision(url, ids[0]!, store))
    }
    throw notImplemented(`${method} /data/${endpoint}/${dataset}${rest ? `/${rest}` : ''}`)
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL, route: string, secure: boolean) {
    const method = req.method ?? 'GET'
    // Published live events and the CORS check are public on Sanity too; drafts need the token.
    if (method === 'GET' && route === 'check/cors') return send(res, 200, {result: {allowed: true, withCredentials: true}})
    if (method === 'GET' && LIVE_EVENTS_PATH.test(route)) {
      if (url.searchParams.get('includeDrafts') === 'true') needsToken(req, 'Live events with drafts')
      if (options.live === false) return send(res, 503, {error: 'Live events are unavailable', statusCode: 503})
      return liveEvents(req, res, url, store)
    }
    const dataRoute = DATA_PATH.exec(route)
    if (dataRoute) return data(req, res, url, dataRoute)
    const projectId = /^projects\/([^/]+)/.exec(route)?.[1] ?? DEFAULT_PROJECT_ID
    if (method === 'GET' && /^(data\/)?ping(\/[^/]+)?$/.test(route)) return send(res, 200, 'PONG')
    // Presence's live socket (Sanity's "bifur"): refused plainly, so the Studio stops asking.
    if (route.startsWith('socket/')) return void refusedSockets.push(route), send(res, 501, {error: {description: 'No presence socket here'}})
    if (method === 'GET' && route === 'auth/fetch') return send(res, 200, auth.exchange(url.searchParams.get('sid')))
    if (method === 'POST' && route === 'auth/logout') return send(res, 200, {})
    if (method === 'GET' && route === 'users/me') {
      return isAuthorised(req) ? send(res, 200, LOCAL_USER) : send(res, 401, {error: {description: 'Not logged in'}})
    }
    needsToken(req, route)
    if (method === 'GET' && /^projects\/[^/]+$/.test(route)) return send(res, 200, project(projectId, 'production'))
    if (method === 'GET' && /^projects\/[^/]+\/datasets$/.test(route)) return send(res, 200, project(projectId, 'production').datasets)
    if (method === 'GET' && /^projects\/[^/]+\/datasets\/[^/]+\/acl$/.test(route)) return send(res, 200, ADMIN_ACL)
    const answered = studioAnswer(method, route)
    if (answered) return send(res, 200, answered.value)
    if (method === 'PUT' && route === 'users/me/keyvalue') return send(res, 200, await readJsonBody(req).catch(() => []))
    const upload = /^assets\/images\/([^/]+)$/.exec(route)
    if (method === 'POST' && upload) return send(res, 200, await uploadImage(req, url, store, `${secure ? 'https' : 'http'}://${hostOf(req)}`))
    throw notImplemented(`${method} /${route}`)
  }

  async function answer(req: IncomingMessage, res: ServerResponse, secure: boolean) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const route = API_PATH.exec(url.pathname)?.[1]
    if (route !== undefined) return api(req, res, url, route, secure)
    if (req.method !== 'GET' && req.method !== 'HEAD') throw notImplemented(`${req.method} ${url.pathname}`)
    if (url.pathname === auth.loginPath) return auth.login(req, res, url)
    if (url.pathname === LOCAL_PREVIEW_URL_PATH) return send(res, 200, {url: options.previewUrl ?? null})
    if (await serveImage(url.pathname, res, store)) return
    if (!options.studioDir) throw new HttpError(404, `No route for ${req.method} ${url.pathname}`)
    // The Studio sends its project's requests to `<projectId>.<api host>`: it must run on that host to share its origin.
    if (!secure || !hostOf(req).startsWith(`${DEFAULT_PROJECT_ID}.`)) {
      res.writeHead(302, {location: `${studioUrl}${url.pathname}${url.search}`})
      return void res.end()
    }
    return serveStudioFile(options.studioDir, url.pathname, res)
  }

  let health: LakeHealth = 'up'
  let firstRequestAt: number | undefined
  const handler = (secure: boolean) => (req: IncomingMessage, res: ServerResponse) => {
    firstRequestAt ??= Date.now()
    if (!isLocalHost(hostOf(req), req.socket.localPort ?? -1)) {
      return sendError(res, new HttpError(421, 'The local Content Lake stand-in answers only requests addressed to this machine (Host: 127.0.0.1 or localhost, with its port).'))
    }
    if (health === 'hang') return // the socket stays open, unanswered, until the caller gives up
    if (health === 'error') return send(res, 500, {error: {description: 'Internal error (a rehearsed outage)'}})
    answer(req, res, secure).catch((error: unknown) => {
      if (error instanceof HttpError && (error.status === 501 || error.status === 404)) {
        unanswered.push(`${req.method} ${req.url}`)
        console.warn(`[content-lake] ${error.status} ${req.method} ${req.url}`)
      }
      sendError(res, error)
    })
  }
  const server = createServer(handler(false))
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  const studio = options.studioDir ? await listenSecurely(options, handler(true)) : undefined
  const studioUrl = studio && `https://${DEFAULT_PROJECT_ID}.localhost:${studio.port}`
  const close = () =>
    new Promise<void>((resolve, reject) => {
      studio?.server.close()
      if (!server.listening) return resolve()
      server.close((error) => (error ? reject(error) : resolve()))
      server.closeAllConnections()
    })
  const setHealth = async (next: LakeHealth) => {
    if (next === 'down') await close()
    else if (!server.listening) await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    if (health === 'hang' && next !== 'hang') server.closeAllConnections()
    health = next
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    token,
    studioUrl,
    requests,
    unanswered,
    refusedSockets,
    webhookDeliveries,
    store,
    setHealth,
    close: () => (stopWatching(), close()),
    get firstRequestAt() {
      return firstRequestAt
    },
  }
}

/** The host a request was sent to (HTTP/2 names it `:authority`). */
const hostOf = (req: IncomingMessage) => req.headers.host ?? String(req.headers[':authority'] ?? '')

/** The Studio's HTTPS, HTTP/2 address; its requests go through the same handler (Node's HTTP/1 compatibility API). */
async function listenSecurely(options: ContentLakeOptions, handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const certificate = options.certificate ?? (await makeCertificate())
  const server: Http2SecureServer = createSecureServer({...certificate, allowHTTP1: true}, handle as never)
  await new Promise<void>((resolve) => server.listen(options.studioPort ?? 0, '127.0.0.1', resolve))
  return {server, port: (server.address() as AddressInfo).port}
}

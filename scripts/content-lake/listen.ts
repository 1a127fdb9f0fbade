// `GET /data/listen/{dataset}`: the Content Lake's change stream as server-sent events — a welcome, then
// one mutation event per document a transaction changed that matches the listener's GROQ filter, with
// the mendoza effects the Studio applies (a whole-value patch each way) and the result when asked; and the
// Live Content API's event stream of sync tags.
import type {IncomingMessage, ServerResponse} from 'node:http'
import {HttpError} from './http'
import {matches, queryParams} from './query'
import {LOCAL_USER_ID, type DocumentStore, type Transaction} from './store'
import {syncTagOf} from './sync-tags'

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const LISTEN_HEARTBEAT_MS = 25_000

export async function listen(req: IncomingMessage, res: ServerResponse, url: URL, store: DocumentStore) {
  const query = url.searchParams.get('query')
  if (!query) throw new HttpError(400, 'The query parameter "query" is missing')
  const params = queryParams(url)
  await store.documents()
  const includeResult = url.searchParams.get('includeResult') !== 'false'
  const events = new Set((url.searchParams.get('events') ?? 'welcome,mutation').split(','))

  const {write, onClose} = eventStream(res)
  if (events.has('welcome')) write('welcome', {listenerName: `local-${Date.now().toString(36)}`})

  // One transaction at a time, in order, so events arrive as the changes were made.
  let sending = Promise.resolve()
  const onTransaction = (transaction: Transaction) => {
    sending = sending.then(() => announce(transaction)).catch((error: unknown) => console.warn('[content-lake] listen:', error))
  }
  async function announce(transaction: Transaction) {
    const relevant = []
    for (const change of transaction.changes) {
      const [was, is] = [await matches(query!, params, change.before), await matches(query!, params, change.after)]
      if (was || is) relevant.push({change, transition: !was ? 'appear' : !is ? 'disappear' : 'update'})
    }
    relevant.forEach(({change, transition}, index) =>
      write('mutation', {
        eventId: `${transaction.id}#${change.id}`,
        documentId: change.id,
        transactionId: transaction.id,
        transition,
        identity: LOCAL_USER_ID,
        mutations: change.mutations,
        previousRev: change.before?._rev,
        resultRev: change.after?._rev ?? transaction.id,
        timestamp: transaction.timestamp,
        visibility: 'query',
        effects: {apply: [0, change.after], revert: [0, change.before]},
        ...(includeResult && change.after ? {result: change.after} : {}),
        transactionTotalEvents: relevant.length,
        transactionCurrentEvent: index + 1,
      }),
    )
  }
  onClose(store.subscribe(onTransaction))
}

/** A server-sent event stream kept open with heartbeats; `onClose` runs a clean-up when the caller leaves. */
export function eventStream(res: ServerResponse) {
  res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache'})
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), LISTEN_HEARTBEAT_MS)
  res.on('close', () => clearInterval(heartbeat))
  return {
    write: (event: string, data: unknown, id?: string) => res.write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`),
    onClose: (cleanUp: () => void) => void res.on('close', cleanUp),
  }
}

/** Whether a document id is a draft or a release version, which live events name only when asked. */
const isDraftOrVersion = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.')

/** The sync tags of what a transaction changed, published documents only unless `includeDrafts`. */
export function transactionSyncTags(transaction: Transaction, includeDrafts: boolean): string[] {
  const types = new Set<string>()
  for (const {id, before, after} of transaction.changes) {
    if (!includeDrafts && isDraftOrVersion(id)) continue
    for (const doc of [before, after]) if (doc) types.add(doc._type)
  }
  return [...types].map(syncTagOf).sort()
}

/**
 * `GET /data/live/events/{dataset}`: the Live Content API, as @sanity/client's live.events() reads it — a
 * `welcome`, then one `message` per transaction that changed content, its id the transaction's (the
 * position) and its data `{tags}` (sync-tags.ts). A client coming back with `Last-Event-ID` gets the
 * messages it missed, or a `restart` when that position is no longer kept.
 */
export function liveEvents(req: IncomingMessage, res: ServerResponse, url: URL, store: DocumentStore) {
  const includeDrafts = url.searchParams.get('includeDrafts') === 'true'
  const {write, onClose} = eventStream(res)
  const message = (transaction: Transaction) => {
    const tags = transactionSyncTags(transaction, includeDrafts)
    if (tags.length) write('message', {tags}, transaction.id)
  }
  write('welcome', {})
  const lastEventId = req.headers['last-event-id']
  if (typeof lastEventId === 'string' && lastEventId) {
    const at = store.transactions.findIndex((transaction) => transaction.id === lastEventId)
    if (at === -1) write('restart', {}, store.transactions.at(-1)?.id ?? `start-${Date.now().toString(36)}`)
    else store.transactions.slice(at + 1).forEach(message)
  }
  onClose(store.subscribe(message))
}

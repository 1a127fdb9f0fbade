// The history the Studio's review-changes panel and timeline read: the transactions the stand-in made
// since it started (older edits have none) and a document as of one of them.
import type {ServerResponse} from 'node:http'
import {HttpError} from './http'
import type {DocumentStore, Transaction} from './store'

/** `GET /data/history/{dataset}/transactions/{ids}`: NDJSON, one line per transaction touching the ids. */
export function sendTransactions(res: ServerResponse, url: URL, ids: string[], store: DocumentStore) {
  const limit = Math.max(1, Math.min(Number(url.searchParams.get('limit') ?? 100) || 100, 1_000))
  const touches = (transaction: Transaction) => transaction.changes.some((change) => ids.includes(change.id))
  const found = store.transactions.filter(touches)
  const ordered = url.searchParams.get('reverse') === 'true' ? [...found].reverse() : found
  const withMutations = url.searchParams.get('excludeMutations') !== 'true'
  const lines = ordered.slice(0, limit).map((transaction) => {
    const changes = transaction.changes.filter((change) => ids.includes(change.id))
    return JSON.stringify({
      id: transaction.id,
      timestamp: transaction.timestamp,
      author: transaction.author,
      documentIDs: changes.map((change) => change.id),
      ...(withMutations ? {mutations: changes.flatMap((change) => change.mutations)} : {}),
      effects: Object.fromEntries(changes.map((change) => [change.id, {apply: [0, change.after], revert: [0, change.before]}])),
    })
  })
  res.writeHead(200, {'content-type': 'application/x-ndjson', 'cache-control': 'no-store'})
  res.end(lines.map((line) => `${line}\n`).join(''))
}

/** `GET /data/history/{dataset}/documents/{id}?revision=<transaction id>`: the document right after it. */
export function documentAtRevision(url: URL, id: string, store: DocumentStore) {
  const revision = url.searchParams.get('revision')
  if (!revision) throw new HttpError(400, 'The stand-in looks documents up by "revision" only')
  const change = store.transactions.find((t) => t.id === revision)?.changes.find((c) => c.id === id)
  if (!change) throw new HttpError(404, `The stand-in has no revision ${revision} of "${id}" (only edits made since it started)`)
  return {documents: change.after ? [change.after] : []}
}

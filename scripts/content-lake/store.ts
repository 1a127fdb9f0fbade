// The stand-in's documents: a working copy of an export NDJSON file held in memory, changed only by
// transactions of Sanity mutations (applied with Sanity's own @sanity/mutator), written back to the file
// atomically after each one so the site's embedded backend and its watcher see it, and announced to
// listeners. A change made to the file by someone else is picked up within FILE_POLL_MS (or on the next
// request) and announced the same way.
import {createHash, randomUUID} from 'node:crypto'
import {unwatchFile, watchFile} from 'node:fs'
import {readFile, rename, stat, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {Mutation, type Mut} from '@sanity/mutator'
import {readAssetMetadata} from '../../web/lib/content/embedded/dataset-files'
import {parseDataset, type SanityDocument} from '../../web/lib/content/embedded/ndjson'
import {isExported, toExportLine} from './export-format'
import {HttpError} from './http'
import {runQuery} from './query'

/** How many transactions the history endpoints remember (since the stand-in started). */
export const MAX_TRANSACTIONS_KEPT = 2_000

/** How often the file is checked for someone else's change (a stat; read only when it changed). */
const FILE_POLL_MS = 200

export type DocumentChange = {id: string; before: SanityDocument | null; after: SanityDocument | null; mutations: Mut[]}

export type Transaction = {id: string; timestamp: string; author: string; changes: DocumentChange[]}

type Listener = (transaction: Transaction) => void

/** The local user every change is made as. */
export const LOCAL_USER_ID = 'local-editor'

export class DocumentStore {
  private docs = new Map<string, SanityDocument>()
  /** Each exported document's line as last read or written, so untouched documents keep their exact line. */
  private lines = new Map<string, string>()
  private seen: {mtimeMs: number; size: number} | undefined
  private writing: Promise<void> = Promise.resolve()
  private checking: Promise<void> = Promise.resolve()
  readonly transactions: Transaction[] = []
  private listeners = new Set<Listener>()

  constructor(readonly file: string) {}

  /** The documents as of now (re-read first when the file changed under the stand-in). */
  async documents(): Promise<SanityDocument[]> {
    await this.writing
    // One check at a time: two callers that saw the same change (a query and the file watch) would each
    // re-read the file and announce that change twice.
    const check = this.checking.then(() => this.reloadIfChanged())
    this.checking = check.catch(() => undefined)
    await check
    return [...this.docs.values()]
  }

  private async reloadIfChanged() {
    const info = await stat(this.file)
    if (this.seen?.mtimeMs !== info.mtimeMs || this.seen.size !== info.size) await this.load(info)
  }

  async get(id: string): Promise<SanityDocument | undefined> {
    await this.documents()
    return this.docs.get(id)
  }

  private async load(info: {mtimeMs: number; size: number}) {
    const previous = this.seen ? this.docs : undefined
    // Sanity computes each image's metadata (its LQIP) on upload; the export's assets.json stands in for that.
    const {metadata: assetMetadata} = await readAssetMetadata(this.file)
    const text = await readFile(this.file, 'utf8')
    const parsed = parseDataset(text, path.basename(this.file), {keepDrafts: true, keepWrongTypes: true, allowEmpty: true, assetMetadata})
    const uploaded = [...this.docs.values()].filter((doc) => !isExported(doc))
    this.docs = new Map(uploaded.map((doc) => [doc._id, doc]))
    this.lines = new Map()
    for (const line of text.split('\n')) {
      const id = line.trim() ? (JSON.parse(line) as SanityDocument)._id : undefined
      if (id) this.lines.set(id, line)
    }
    // Every document has a revision, as on the Content Lake: a line written without one (the seed files)
    // gets one made from its text, the same at every load, so the Studio's first edit of it chains from
    // the revision it read (its listener compares each event's previousRev with the revision it holds).
    for (const doc of parsed) this.docs.set(doc._id, doc._rev ? doc : {...doc, _rev: lineRevision(this.lines.get(doc._id) ?? doc._id)})
    this.seen = info
    if (previous) this.announceFileChange(previous)
  }

  /** Someone else changed the file (a script playing a match, an editor): announced as one transaction
   * replacing or deleting each document that changed, as if made through the API. */
  private announceFileChange(previous: Map<string, SanityDocument>) {
    const changes: DocumentChange[] = []
    for (const [id, after] of this.docs) {
      const before = previous.get(id) ?? null
      if (JSON.stringify(before) !== JSON.stringify(after)) changes.push({id, before, after, mutations: [{createOrReplace: after} as Mut]})
    }
    for (const [id, before] of previous) if (!this.docs.has(id)) changes.push({id, before, after: null, mutations: [{delete: {id}}]})
    if (changes.length) this.record({id: randomUUID().replaceAll('-', ''), timestamp: new Date().toISOString(), author: LOCAL_USER_ID, changes})
  }

  /** Keeps a transaction for the history endpoints and tells the listeners. */
  private record(transaction: Transaction) {
    this.transactions.push(transaction)
    if (this.transactions.length > MAX_TRANSACTIONS_KEPT) this.transactions.shift()
    for (const listener of this.listeners) listener(transaction)
  }

  /** Reads the file again soon after someone else changes it, so its listeners hear of it without
   * waiting for the next request; returns the function that stops watching. */
  watch(intervalMs = FILE_POLL_MS): () => void {
    const check = () => void this.documents().catch(() => undefined) // half-written: the next write checks again
    watchFile(this.file, {interval: intervalMs, persistent: false}, check)
    return () => unwatchFile(this.file, check)
  }

  /** How many listeners (listen and live event streams) are open. */
  get listenerCount(): number {
    return this.listeners.size
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Applies the mutations as one transaction: all or nothing. A mutation that cannot apply (a create of an
   * existing id, a patch of a missing document, a stale ifRevisionID) fails the whole transaction with 409.
   */
  async commit(mutations: Mut[], transactionId = randomUUID().replaceAll('-', '')): Promise<Transaction> {
    await this.documents()
    const timestamp = new Date().toISOString()
    const working = new Map<string, SanityDocument | null>()
    const current = (id: string) => (working.has(id) ? working.get(id)! : (this.docs.get(id) ?? null))
    const applied = new Map<string, Mut[]>()
    const documentsNow = () => [...new Map([...this.docs, ...working]).values()].filter((doc) => doc !== null)
    for await (const mutation of withQueryDeletesExpanded(mutations.map(withGeneratedId), documentsNow)) {
      const id = mutationTarget(mutation)
      const before = current(id)
      if (mutation.createIfNotExists && before) continue // Sanity leaves an existing document alone
      if (mutation.create && before) throw new HttpError(409, `Document by ID "${id}" already exists`)
      if (mutation.patch && !before) throw new HttpError(409, `Document by ID "${id}" not found (cannot patch)`)
      const ifRevision = mutation.patch?.ifRevisionID
      if (ifRevision && before?._rev !== ifRevision) {
        throw new HttpError(409, `Document by ID "${id}" has unexpected revision ID ("${before?._rev}"), blocking mutation of this document`)
      }
      const result = new Mutation({mutations: [mutation], resultRev: transactionId, timestamp, transactionId}).apply(before as never) as SanityDocument | null
      if (result && !before) result._createdAt = timestamp
      working.set(id, result)
      applied.set(id, [...(applied.get(id) ?? []), mutation])
    }
    const changes: DocumentChange[] = [...working].map(([id, after]) => ({id, before: this.docs.get(id) ?? null, after, mutations: applied.get(id)!}))
    for (const {id, after} of changes) {
      if (after) this.docs.set(id, after)
      else this.docs.delete(id)
      if (after && isExported(after)) this.lines.set(id, toExportLine(after))
      else this.lines.delete(id)
    }
    const transaction: Transaction = {id: transactionId, timestamp, author: LOCAL_USER_ID, changes}
    this.writing = this.writing.then(() => this.persist())
    await this.writing
    this.record(transaction)
    return transaction
  }

  /** Writes the working copy to a temporary file and renames it over the old one: readers see one or the other. */
  private async persist() {
    const temporary = `${this.file}.${process.pid}.tmp`
    await writeFile(temporary, [...this.lines.values()].map((line) => `${line}\n`).join(''))
    await rename(temporary, this.file)
    const info = await stat(this.file)
    this.seen = {mtimeMs: info.mtimeMs, size: info.size}
  }
}

/** A revision id for a line that carries none: stable for the same text. */
const lineRevision = (line: string) => createHash('sha256').update(line).digest('base64url').slice(0, 22)

/** A create without an _id gets a new one, as on Sanity (`drafts.` alone asks for a new draft id). */
function withGeneratedId(mutation: Mut): Mut {
  const doc = mutation.create
  if (!doc || (doc._id && !doc._id.endsWith('.'))) return mutation
  return {create: {...doc, _id: `${doc._id ?? ''}${randomUUID()}`}}
}

/**
 * A delete by query (`{delete: {query, params}}`, as the Presentation tool clears expired preview secrets
 * with) stands for a delete of each document the query returns, found as the transaction reaches it.
 */
async function* withQueryDeletesExpanded(mutations: Mut[], documentsNow: () => SanityDocument[]): AsyncGenerator<Mut> {
  for (const mutation of mutations) {
    const query = (mutation.delete as {query?: unknown} | undefined)?.query
    if (typeof query !== 'string') {
      yield mutation
      continue
    }
    const params = (mutation.delete as {params?: Record<string, unknown>}).params ?? {}
    const found = await runQuery(query, params, documentsNow())
    for (const doc of Array.isArray(found) ? found : [found]) {
      const id = (doc as {_id?: unknown} | null)?._id
      if (typeof id === 'string') yield {delete: {id}}
    }
  }
}

/** The id a mutation applies to. */
export function mutationTarget(mutation: Mut): string {
  const [kind, body] = Object.entries(mutation)[0] ?? []
  const id = (body as {_id?: string; id?: string} | undefined)?._id ?? (body as {id?: string} | undefined)?.id
  if (kind === 'patch' && (body as {query?: unknown}).query) throw new HttpError(501, 'The local Content Lake stand-in does not implement patches by query')
  if (!kind || !['create', 'createIfNotExists', 'createOrReplace', 'delete', 'patch'].includes(kind)) {
    throw new HttpError(400, `Unknown mutation ${JSON.stringify(Object.keys(mutation))}: use create, createIfNotExists, createOrReplace, delete or patch`)
  }
  if (typeof id !== 'string' || !id) throw new HttpError(400, `The ${kind} mutation needs a document id`)
  return id
}

// The stand-in's sync tags, the Live Content API's names for content: one opaque tag per document type.
// A query's answer carries the tags of every type it may read — the types it names, and every type their
// documents reference, transitively (a `->` reads those); a query naming no type may read anything, so
// it carries them all. A live event carries the tags of the types a transaction changed. Coarser than
// Sanity's (which name finer pieces of content), never finer: a change always reaches a query that read it.
import {createHash} from 'node:crypto'
import type {SanityDocument} from '../../web/lib/content/embedded/ndjson'

/** The sync tag of one document type. */
export const syncTagOf = (type: string): `s1:${string}` => `s1:${createHash('sha256').update(type).digest('base64url').slice(0, 12)}`

/** Every `_ref` anywhere in a value. */
function* references(value: unknown): Generator<string> {
  if (Array.isArray(value)) for (const item of value) yield* references(item)
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '_ref' && typeof inner === 'string') yield inner
      else yield* references(inner)
    }
  }
}

/** The document types a query may read over these documents. */
export function typesRead(query: string, documents: readonly SanityDocument[]): Set<string> {
  const all = new Set(documents.map((doc) => doc._type))
  const read = new Set([...query.matchAll(/["']([^"'\s]+)["']/g)].map((match) => match[1]!).filter((name) => all.has(name)))
  if (read.size === 0) return all
  const typeOf = new Map(documents.map((doc) => [doc._id, doc._type]))
  let frontier = new Set(read)
  while (frontier.size) {
    const next = new Set<string>()
    for (const doc of documents) {
      if (!frontier.has(doc._type)) continue
      for (const id of references(doc)) {
        const type = typeOf.get(id)
        if (!type || read.has(type)) continue
        read.add(type)
        next.add(type)
      }
    }
    frontier = next
  }
  return read
}

/** The sync tags a query's answer carries, sorted. */
export const querySyncTags = (query: string, documents: readonly SanityDocument[]) => [...typesRead(query, documents)].map(syncTagOf).sort()

// What the scorer's tool writes, in a form that can wait on the phone: plain JSON (a FormPatch carries a
// symbol), turned into Sanity patch mutations when it goes out and applied to the tool's own copy at once.
// Every write is idempotent: an item inserted with a `_key` the array already holds is left out, so a write
// replayed after its answer was lost (a dropped signal, a reload) adds nothing a second time.
import {Mutation, type Mut} from '@sanity/mutator'
import type {FormPatch, Path} from 'sanity'

type Json = unknown
export type Write =
  | {op: 'set' | 'setIfMissing'; path: Path; value: Json}
  | {op: 'unset'; path: Path}
  | {op: 'insert'; path: Path; position: 'before' | 'after'; items: Json[]}

/** A document as the tool and the Content Lake hold it. */
export type Doc = {_id: string; _type: string; _rev?: string; [field: string]: unknown}

/** The form's patches as plain writes (the tool uses set, setIfMissing, unset and insert only). */
export function toWrites(patches: FormPatch[]): Write[] {
  return patches.map((patch): Write => {
    const path = JSON.parse(JSON.stringify(patch.path)) as Path
    if (patch.type === 'set' || patch.type === 'setIfMissing') return {op: patch.type, path, value: structuredClone(patch.value)}
    if (patch.type === 'unset') return {op: 'unset', path}
    if (patch.type === 'insert') return {op: 'insert', path, position: patch.position, items: structuredClone(patch.items)}
    throw new Error(`The scorer does not write "${patch.type}" patches`)
  })
}

/** A form path as Sanity's patch syntax writes it: `innings[_key=="a1"].deliveries[-1]`. */
export function encodePath(path: Path): string {
  return path
    .map((segment, i) => {
      if (typeof segment === 'string') return i === 0 ? segment : `.${segment}`
      if (typeof segment === 'number') return `[${segment}]`
      if (Array.isArray(segment)) return `[${segment.join(':')}]`
      return `[_key==${JSON.stringify(segment._key)}]`
    })
    .join('')
}

/** The value at a form path (keyed and indexed segments), or undefined. */
export function valueAt(doc: unknown, path: Path): unknown {
  let here: unknown = doc
  for (const segment of path) {
    if (here === null || typeof here !== 'object') return undefined
    if (typeof segment === 'string') here = (here as Record<string, unknown>)[segment]
    else if (!Array.isArray(here)) return undefined
    else if (typeof segment === 'number') here = here.at(segment)
    else if (Array.isArray(segment)) return undefined
    else here = here.find((item: {_key?: string} | null) => item?._key === segment._key)
  }
  return here
}

const keyOf = (item: unknown) => (item && typeof item === 'object' ? (item as {_key?: unknown})._key : undefined)

/** The writes with every already-present keyed item left out of its insert (and an insert left empty dropped). */
export function withoutReplays(doc: Doc | null, writes: Write[]): Write[] {
  return writes.flatMap((write): Write[] => {
    if (write.op !== 'insert') return [write]
    const array = valueAt(doc, write.path.slice(0, -1))
    const present = new Set(Array.isArray(array) ? array.map(keyOf).filter(Boolean) : [])
    const items = write.items.filter((item) => !present.has(keyOf(item)))
    return items.length ? [{...write, items}] : []
  })
}

/** One patch mutation per write, so they apply in the order the tool made them. */
export function toMutations(id: string, writes: Write[]): Mut[] {
  return writes.map((write): Mut => {
    const path = encodePath(write.path)
    if (write.op === 'unset') return {patch: {id, unset: [path]}}
    if (write.op === 'insert') return {patch: {id, insert: {[write.position]: path, items: write.items}}} as Mut
    return {patch: {id, [write.op]: {[path]: write.value}}} as Mut
  })
}

/** The document with the writes applied as the Content Lake would apply them (replays left out). */
export function applyWrites(doc: Doc, writes: Write[]): Doc {
  const fresh = withoutReplays(doc, writes)
  if (!fresh.length) return doc
  return new Mutation({mutations: toMutations(doc._id, fresh)}).apply(doc as never) as unknown as Doc
}

/** Whether the writes would change the document at all (a replayed write changes nothing). */
export const changes = (doc: Doc, writes: Write[]) => JSON.stringify(applyWrites(doc, writes)) !== JSON.stringify(doc)

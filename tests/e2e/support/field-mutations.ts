// Every way a volunteer's half-finished document can be wrong, one field at a time: each field of each
// document (nested fields and array items too) removed, set to null, set to the wrong type, or emptied.
type Json = null | boolean | number | string | Json[] | {[key: string]: Json}
type Doc = {[key: string]: Json}
type Step = string | number

export type Mutation = {id: string; path: Step[]; kind: 'remove' | 'null' | 'wrong type' | 'empty'; apply: (doc: Doc) => void}

// Top-level identity fields decide whether a line is a document at all (tested on their own); _key only
// keeps array items apart in the Studio.
const SKIP_TOP = new Set(['_id', '_type', '_rev'])

function fieldPaths(value: Json, prefix: Step[] = []): Step[][] {
  const out: Step[][] = []
  if (Array.isArray(value)) {
    value.forEach((item, index) => out.push([...prefix, index], ...fieldPaths(item, [...prefix, index])))
  } else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if ((prefix.length === 0 && SKIP_TOP.has(key)) || key === '_key') continue
      out.push([...prefix, key], ...fieldPaths(value[key]!, [...prefix, key]))
    }
  }
  return out
}

function parentOf(doc: Doc, path: Step[]): {parent: Json[] | {[key: string]: Json}; key: Step} {
  let parent: Json = doc
  for (const step of path.slice(0, -1)) parent = (parent as Record<Step, Json>)[step]!
  return {parent: parent as Json[] | {[key: string]: Json}, key: path.at(-1)!}
}

function wrongType(value: Json): Json {
  if (typeof value === 'string') return 42
  if (typeof value === 'number') return '42'
  if (typeof value === 'boolean') return 'true'
  if (Array.isArray(value)) return {unexpected: 1}
  if (value !== null) return ['unexpected']
  return 'unexpected'
}

function empty(value: Json): Json | undefined {
  if (typeof value === 'string') return ''
  if (Array.isArray(value)) return []
  if (value !== null && typeof value === 'object') return {}
  return undefined
}

/** Every mutation of one document, in a stable order. */
export function mutationsOf(doc: Doc): Mutation[] {
  const id = String(doc._id)
  return fieldPaths(doc).flatMap((path) => {
    const {parent, key} = parentOf(doc, path)
    const original = (parent as Record<Step, Json>)[key]!
    const set = (value: Json) => (d: Doc) => {
      const {parent: p, key: k} = parentOf(d, path)
      ;(p as Record<Step, Json>)[k] = value
    }
    const list: Mutation[] = [
      {id, path, kind: 'remove', apply: (d) => {
        const {parent: p, key: k} = parentOf(d, path)
        if (Array.isArray(p)) p.splice(Number(k), 1)
        else delete p[k as string]
      }},
      {id, path, kind: 'null', apply: set(null)},
      {id, path, kind: 'wrong type', apply: set(wrongType(original))},
    ]
    const emptied = empty(original)
    if (emptied !== undefined && JSON.stringify(emptied) !== JSON.stringify(original)) list.push({id, path, kind: 'empty', apply: set(emptied)})
    return list
  })
}

export const describeMutation = (m: Mutation) => `${m.id} ${m.path.join('.')}: ${m.kind}`

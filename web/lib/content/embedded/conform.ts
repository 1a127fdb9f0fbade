// Holds every embedded document to the types the Studio schema gives its fields (studio/schema.json,
// the schema typegen reads, through ../schema-artifact.ts): a field of the wrong type — a number where
// text belongs, a list where an object belongs — is dropped, as if the editor had left it empty, and
// reported. Pages then only ever meet missing fields, which they already handle, never surprising types.
import {DATASET_TEXT_MAX_CHARS} from '../text-fields'
import {studioSchema} from '../schema-artifact'

type Node =
  | {type: 'string' | 'number' | 'boolean' | 'unknown' | 'null'; value?: unknown}
  | {type: 'object'; attributes?: Record<string, {value: Node; optional?: boolean}>; rest?: Node}
  | {type: 'array'; of: Node}
  | {type: 'inline'; name: string}
  | {type: 'union'; of: Node[]}

type Entry = {name: string; type: 'document' | 'type'; attributes?: Record<string, {value: Node}>; value?: Node}

export type FieldProblem = {id: string; path: string; expected: string}

const byName = new Map((studioSchema as Entry[]).map((entry) => [entry.name, entry]))

function resolve(node: Node): Node {
  if (node.type !== 'inline') return node
  const entry = byName.get(node.name)
  if (!entry) return {type: 'unknown'}
  return entry.value ?? {type: 'object', attributes: entry.attributes}
}

const describeNode = (node: Node): string => (node.type === 'inline' ? node.name : node.type)

type Found = {ok: true; value: unknown} | {ok: false}
const KEEP = (value: unknown): Found => ({ok: true, value})
const DROP: Found = {ok: false}

function attributesOf(node: Node): Record<string, {value: Node}> {
  const own = node.type === 'object' ? (node.attributes ?? {}) : {}
  const rest = node.type === 'object' && node.rest ? resolve(node.rest) : undefined
  return rest?.type === 'object' ? {...attributesOf(rest), ...own} : own
}

function conform(value: unknown, schemaNode: Node, path: string, problems: FieldProblem[], id: string): Found {
  const node = resolve(schemaNode)
  const wrong = (expected = describeNode(schemaNode)) => {
    problems.push({id, path, expected})
    return DROP
  }
  switch (node.type) {
    case 'unknown':
      return KEEP(value)
    case 'null':
      return value === null ? KEEP(value) : wrong()
    case 'string':
      if (typeof value !== 'string') return wrong()
      // Longer than any field may be (the Studio refuses it; a file edited by hand need not): a page
      // would carry it whole, so it is dropped like a wrong type.
      return value.length <= DATASET_TEXT_MAX_CHARS ? KEEP(value) : wrong(`text of at most ${DATASET_TEXT_MAX_CHARS} characters`)
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? KEEP(value) : wrong()
    case 'boolean':
      return typeof value === 'boolean' ? KEEP(value) : wrong()
    case 'union': {
      for (const member of node.of) {
        const attempt = conform(value, member, path, [], id)
        if (attempt.ok) return attempt
      }
      return wrong()
    }
    case 'array': {
      if (!Array.isArray(value)) return wrong()
      const items = value.flatMap((item, index) => {
        const found = conform(item, node.of, `${path}[${index}]`, problems, id)
        return found.ok ? [found.value] : []
      })
      return KEEP(items)
    }
    case 'object': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return wrong()
      return KEEP(conformFields(value as Record<string, unknown>, attributesOf(node), path, problems, id))
    }
    default:
      return KEEP(value)
  }
}

function conformFields(
  value: Record<string, unknown>,
  attributes: Record<string, {value: Node}>,
  path: string,
  problems: FieldProblem[],
  id: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    const attribute = attributes[key]
    // Fields the schema does not name (export pointers, _key) are left as they are.
    if (!attribute || child === null || child === undefined) {
      out[key] = child
      continue
    }
    const found = conform(child, attribute.value, path ? `${path}.${key}` : key, problems, id)
    if (found.ok) out[key] = found.value
  }
  return out
}

/** The document with every wrongly typed field dropped, and what was dropped. */
export function conformDocument<T extends {_id: string; _type: string}>(doc: T): {doc: T; problems: FieldProblem[]} {
  const entry = byName.get(doc._type)
  if (!entry || entry.type !== 'document' || doc._type.startsWith('sanity.')) return {doc, problems: []}
  const problems: FieldProblem[] = []
  const conformed = conformFields(doc, entry.attributes ?? {}, '', problems, doc._id) as T
  return {doc: {...conformed, _id: doc._id, _type: doc._type}, problems}
}

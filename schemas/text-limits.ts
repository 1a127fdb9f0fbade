// The longest text any field takes, by kind of field: every string, text, URL, slug and rich-text
// field of every type gets one (a field's own, stricter `max` still applies first). Pages cut what they
// show, but a megabyte in one field would still be stored, sent and parsed on every page that reads it:
// the Studio refuses it, and so does the dataset validator (scripts/validate-dataset.ts runs these rules).
import type {Rule} from 'sanity'

/** Characters per field, by the field's type. */
export const TEXT_MAX_CHARS = {
  /** A name, title, label, caption or short line. */
  string: 300,
  /** A paragraph: a quote, a description, a note. */
  text: 2_000,
  url: 2_048,
  /** Sanity's own slug generator stops at 96. */
  slug: 96,
  /** All the text of one rich-text (Portable Text) field, every block together. */
  richText: 30_000,
} as const

type Limited = keyof typeof TEXT_MAX_CHARS
type Validation = ((rule: Rule) => unknown) | unknown
type SchemaNode = {type?: string; fields?: SchemaNode[]; of?: SchemaNode[]; validation?: Validation; [key: string]: unknown}

/** How long a value is, in the characters an editor typed. */
export function textLength(value: unknown): number {
  if (typeof value === 'string') return value.length
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + textLength(item), 0)
  if (value && typeof value === 'object') {
    const {current, text, children} = value as {current?: unknown; text?: unknown; children?: unknown}
    return textLength(current) + textLength(text) + textLength(children)
  }
  return 0
}

/** How the message of a field over its limit starts. */
export const TOO_LONG_PREFIX = 'Keep this to '

/** What an editor reads when a field is over its limit. */
export const tooLongMessage = (max: number, length: number) =>
  `${TOO_LONG_PREFIX}${max.toLocaleString('en')} characters (it has ${length.toLocaleString('en')}).`

function limitOf(node: SchemaNode): Limited | undefined {
  if (node.type === 'string' || node.type === 'text' || node.type === 'url' || node.type === 'slug') return node.type
  if (node.type === 'array' && node.of?.some((member) => member.type === 'block')) return 'richText'
  return undefined
}

const ownRules = (validation: Validation, rule: Rule): unknown[] => {
  const own = typeof validation === 'function' ? validation(rule) : validation
  if (own === undefined || own === false || own === null) return []
  return Array.isArray(own) ? own : [own]
}

function withLimit(node: SchemaNode): SchemaNode {
  const limited = limitOf(node)
  const children = {
    ...(node.fields ? {fields: node.fields.map(withLimit)} : {}),
    ...(node.of ? {of: node.of.map(withLimit)} : {}),
  }
  if (!limited) return {...node, ...children}
  const max = TEXT_MAX_CHARS[limited]
  // One parameter, as the fields' own rules take: Sanity defers a rule that asks for the validation
  // context, and then cannot tell (at compile time) whether the field is required.
  const validation = (rule: Rule) => [
    ...ownRules(node.validation, rule),
    rule.custom((value: unknown) => {
      const length = textLength(value)
      return length <= max || tooLongMessage(max, length)
    }),
  ]
  return {...node, ...children, validation}
}

/** The schema types with a maximum length on every text field, however deeply it sits. */
export function withTextLimits<T>(types: T[]): T[] {
  return types.map((type) => withLimit(type as SchemaNode) as T)
}

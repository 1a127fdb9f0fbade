// Every text field of every schema type gets its maximum length (the limits themselves are the league's:
// league/fields/text-limits.ts), however deeply it sits and whatever rules the field has of its own.
import type {Rule} from 'sanity'
import {TEXT_MAX_CHARS, textLength, tooLongMessage, type LimitedText} from '../league/fields/text-limits'

type Validation = ((rule: Rule) => unknown) | unknown
type SchemaNode = {type?: string; fields?: SchemaNode[]; of?: SchemaNode[]; validation?: Validation; [key: string]: unknown}

function limitOf(node: SchemaNode): LimitedText | undefined {
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

// Every text field of the schema is cut no shorter than its kind allows (so nothing an editor saved is
// ever cut), and a longer value is cut to exactly that.
import {describe, expect, it} from 'vitest'
import {schemaTypes} from '../../../schemas'
import {TEXT_MAX_CHARS} from '../../../schemas/text-limits'
import {cutText, textLimitOf} from './text-fields'

type Node = {name?: string; type?: string; fields?: Node[]; of?: Node[]}
type Kind = keyof typeof TEXT_MAX_CHARS

/** Every named field of the schema with a text limit, and its kind. */
function textFields(node: Node, out: [string, Kind][] = []): [string, Kind][] {
  const kind = node.type === 'array' && node.of?.some((member) => member.type === 'block') ? 'richText' : node.type
  if (node.name && kind && kind in TEXT_MAX_CHARS) out.push([node.name, kind as Kind])
  for (const child of [...(node.fields ?? []), ...(node.of ?? [])]) textFields(child, out)
  return out
}

describe('textLimitOf', () => {
  it('allows every string, text, URL and rich-text field of the schema at least its kind’s limit', () => {
    const fields = (schemaTypes as Node[]).flatMap((type) => (type.fields ?? []).flatMap((field) => textFields(field)))
    expect(fields.length).toBeGreaterThan(50)
    for (const [name, kind] of fields) {
      // A slug's text sits under `current` (or is handed out as `slug` by the queries); rich text under spans' `text`.
      const limit = kind === 'slug' ? textLimitOf('slug') : kind === 'richText' ? textLimitOf('text') : textLimitOf(name)
      expect(limit, `${name} (${kind})`).toBeGreaterThanOrEqual(TEXT_MAX_CHARS[kind])
    }
  })

  it('gives a name or title the limit of a short line, a paragraph its own', () => {
    expect(textLimitOf('name')).toBe(TEXT_MAX_CHARS.string)
    expect(textLimitOf('quote')).toBe(TEXT_MAX_CHARS.text)
    expect(textLimitOf('mapUrl')).toBe(TEXT_MAX_CHARS.url)
  })
})

describe('cutText', () => {
  it('cuts to the limit, never inside a character', () => {
    expect(cutText('x'.repeat(29_000), 300)).toHaveLength(300)
    expect(cutText('ab🏏', 3)).toBe('ab')
    expect(cutText('short', 300)).toBe('short')
  })
})

// Every text field of the Studio's schema is cut by the site no shorter than its kind allows, so nothing an
// editor saved is ever cut. It reads both sides (schemas/ and web/), so it sits above them.
import {describe, expect, it} from 'vitest'
import {TEXT_MAX_CHARS} from '../league/fields/text-limits'
import {schemaTypes} from '../schemas'
import {textLimitOf} from '../web/lib/content/text-fields'

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
})

// Every text field of every document type refuses a value one character over its limit: the
// limits come from one place (league/fields/text-limits.ts) and reach fields added later without a change here.
import {describe, expect, it} from 'vitest'
import path from 'node:path'
import {validateDataset} from '../scripts/lib/validate-dataset'
import {schemaTypes} from './index'
import {TEXT_MAX_CHARS, textLength} from '../league/fields/text-limits'

type Field = {name: string; type: string; options?: {list?: unknown}}
type TypeDef = {name: string; type: string; fields?: Field[]}

/** A value of `type` with `length` characters. */
function valueOf(type: string, length: number): unknown {
  const text = 'x'.repeat(length)
  if (type === 'slug') return {_type: 'slug', current: text}
  if (type === 'url') return `https://example.org/${'x'.repeat(length - 20)}`
  return text
}

const textFields = (schemaTypes as unknown as TypeDef[])
  .filter((type) => type.type === 'document')
  .flatMap((type) =>
    (type.fields ?? [])
      .filter((field) => field.type in TEXT_MAX_CHARS)
      .map((field) => ({
        document: type.name,
        field: field.name,
        type: field.type as keyof typeof TEXT_MAX_CHARS,
        // A field with a list of values is refused as "not one of …", which says more than a length.
        listed: Boolean(field.options?.list),
      })),
  )

describe('text limits', () => {
  it('finds the text fields of the document types', () => {
    expect(textFields.length).toBeGreaterThan(30)
  })

  it('refuses one character over the limit in every text field of every document type', async () => {
    const docs = textFields.map(({document, field, type}, index) => ({
      _id: `over-${index}`,
      _type: document,
      [field]: valueOf(type, TEXT_MAX_CHARS[type] + 1),
    }))
    const problems = await validateDataset(docs.map((doc) => JSON.stringify(doc)).join('\n'), path.resolve(import.meta.dirname, '../content/images'))
    const refused = textFields.filter(({field, listed}, index) =>
      problems.some((p) => p.id === `over-${index}` && p.path === field && (listed || /^Keep this to/.test(p.message))),
    )
    expect(refused.map(({document, field}) => `${document}.${field}`)).toEqual(textFields.map(({document, field}) => `${document}.${field}`))
  })

  it.each([
    ['a string', 'abc', 3],
    ['a slug', {current: 'kings'}, 5],
    ['rich text', [{children: [{text: 'ab'}, {text: 'cd'}]}, {children: [{text: 'e'}]}], 5],
    ['a number', 12, 0],
  ])('measures %s', (_, value, length) => {
    expect(textLength(value)).toBe(length)
  })
})

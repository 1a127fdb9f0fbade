// The longest text each CMS field may hold, by the kind the schema gives it (league/fields/text-limits.ts,
// the one source of the limits, which the Studio and the dataset validator enforce): a query's result is
// cut to these as it arrives (cms-values.ts), so a value no editor could save — a 29,000-character player
// name in a hand-edited file — costs each page no more than the longest one the Studio accepts.
// Fields are known by the names the schema and the queries give them (scripts/text-fields-schema.test.ts
// holds this list to the schema); any other string is a name, title or short line.
import {TEXT_MAX_CHARS} from '../../../league/fields/text-limits'

type TextKind = keyof typeof TEXT_MAX_CHARS

/** The longest text the embedded backend keeps in any one field: the longest any schema field allows
 * (league/fields/text-limits.ts, the one source of text limits; named here, not in limits.ts, which imports
 * nothing). A longer value is dropped as if left empty, and reported; every shorter one is then cut to
 * its own field's limit as a query reads it (below). */
export const DATASET_TEXT_MAX_CHARS = Math.max(...Object.values(TEXT_MAX_CHARS))

/** Fields of another kind than a short line, by name: the schema's kind of each. */
const FIELD_KINDS: Readonly<Record<string, TextKind>> = {
  address: 'text',
  desc: 'text',
  quote: 'text',
  summary: 'text',
  tagline: 'text',
  url: 'url',
  link: 'url',
  mapUrl: 'url',
  // The queries hand a slug out as its text (`"slug": slug.current`).
  slug: 'slug',
  // A span of rich text (body[].children[].text): at most all of its field's text.
  text: 'richText',
}

/** Written by the asset pipeline, never typed: a picture's placeholder image, at most as long as any
 * text may be. */
const GENERATED_FIELDS: ReadonlySet<string> = new Set(['lqip'])

/** The most characters a string under this field name may have. */
export function textLimitOf(field: string): number {
  if (GENERATED_FIELDS.has(field)) return TEXT_MAX_CHARS.richText
  return TEXT_MAX_CHARS[FIELD_KINDS[field] ?? 'string']
}

/** The text cut to `max` characters (never inside a character written as two UTF-16 units). */
export function cutText(value: string, max: number): string {
  const cut = value.slice(0, max)
  const last = cut.charCodeAt(cut.length - 1)
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut
}

// The longest text any CMS field takes, by kind of field: every string, text, URL, slug and rich-text
// field of every type gets one (a field's own, stricter `max` still applies first). Pages cut what they
// show, but a megabyte in one field would still be stored, sent and parsed on every page that reads it:
// the Studio refuses it (schemas/text-limit-rules.ts), so does the dataset validator, and the site drops it.

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

/** The kinds of text field that have a limit. */
export type LimitedText = keyof typeof TEXT_MAX_CHARS

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

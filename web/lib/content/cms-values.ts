// Every date, number and email address the CMS sends is parsed here, once, as a query's result arrives
// (lib/content/fetch.ts, for both backends): a value that does not parse — `2026-12-32T25:61:00Z`,
// `next Tuesday`, `"12"` where a number belongs, an address the calendar library refuses — is dropped
// (null) with one log line per document naming the field, and the item is still shown without it (a
// match without its time: "to be announced"). Pages then format only values that parse, and cannot 500
// on one. The rules are the Studio's own (league/fields/field-formats.ts); fields are known by the names the
// schema and the queries give them. Every text is cut there to the longest its field may be (text-fields.ts).
import {LRUCache} from 'lru-cache'
import {z} from 'zod'
import {cmsDate, cmsDateTime, cmsEmail} from '../../../league/fields/field-formats'
import {cutText, textLimitOf} from './text-fields'

const count = z.int().min(0)

/** Each CMS field that holds a date, a number or an email address, by name, with what it must be. */
const FIELD_FORMATS: Record<string, {schema: z.ZodType; kind: string}> = {
  startsAt: {schema: cmsDateTime, kind: 'a date and time'},
  publishedAt: {schema: cmsDateTime, kind: 'a date and time'},
  date: {schema: cmsDate, kind: 'a date'},
  supportEmail: {schema: cmsEmail, kind: 'an email address'},
  email: {schema: cmsEmail, kind: 'an email address'},
  matchNumber: {schema: z.int().min(1), kind: 'a whole number from 1'},
  year: {schema: count, kind: 'a whole number'},
  runs: {schema: count, kind: 'a whole number'},
  wickets: {schema: count, kind: 'a whole number'},
  overs: {schema: z.number().min(0), kind: 'a number'},
  auctionPrice: {schema: count, kind: 'a whole number'},
  order: {schema: count, kind: 'a whole number'},
  pointsWin: {schema: count, kind: 'a whole number'},
  pointsTie: {schema: count, kind: 'a whole number'},
  pointsNoResult: {schema: count, kind: 'a whole number'},
}

/** Dropped values already reported (document, field, value), so a value refetched is not logged again.
 * Next bundles the proxy apart from the pages, each with its own copy of this module, and both read
 * content: the record lives on one process-wide holder (Symbol.for), so each is said once per process. */
const REPORTED_KEY = Symbol.for('opl.cms-values.reported')
const reported: LRUCache<string, true> = ((globalThis as {[REPORTED_KEY]?: LRUCache<string, true>})[REPORTED_KEY] ??= new LRUCache({max: 1_000}))

/** A value dropped (it does not parse as `kind`), or a text cut to `cutTo` characters. */
type Dropped = {field: string; value: unknown; kind: string; cutTo?: number}

/** A value for a log line: JSON, cut short. */
const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

function clean(value: unknown, owner: string, dropped: Map<string, Dropped[]>, cut: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => clean(item, owner, dropped, cut))
  if (value === null || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const id = typeof record._id === 'string' ? record._id : owner
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(record)) {
    const format = FIELD_FORMATS[key]
    // A name is a value's only where the value is one: a delivery's `runs` and `wickets` are an object and
    // a list (read by the scorecard's own reader), walked like any other.
    const isValue = child !== null && child !== undefined && child !== '' && typeof child !== 'object'
    if (cut && typeof child === 'string' && child.length > textLimitOf(key)) {
      const list = dropped.get(id) ?? []
      const max = textLimitOf(key)
      list.push({field: key, value: `${child.length.toLocaleString('en')} characters`, kind: 'text', cutTo: max})
      dropped.set(id, list)
      out[key] = format ? null : cutText(child, max)
    } else if (format && isValue && !format.schema.safeParse(child).success) {
      const list = dropped.get(id) ?? []
      list.push({field: key, value: child, kind: format.kind})
      dropped.set(id, list)
      out[key] = null
    } else {
      out[key] = clean(child, id, dropped, cut)
    }
  }
  return out
}

/** The result with every date, number and email that does not parse set to null and every text cut to its
 * field's limit (unless `cutTexts` is false); one log line per document with such a value (`query`: what
 * to name a value outside any document). */
export function cleanCmsValues<R>(result: R, query = 'a query', {cutTexts = true}: {cutTexts?: boolean} = {}): R {
  const dropped = new Map<string, Dropped[]>()
  const cleaned = clean(result, `(${query})`, dropped, cutTexts) as R
  for (const [id, fields] of dropped) {
    const fresh = fields.filter(({field, value}) => {
      const key = `${id}\0${field}\0${shown(value)}`
      if (reported.has(key)) return false
      reported.set(key, true)
      return true
    })
    const cut = fresh.filter((field) => field.cutTo !== undefined)
    const bad = fresh.filter((field) => field.cutTo === undefined)
    if (cut.length) {
      const described = cut.map(({field, value, cutTo}) => `${field} has ${String(value)}, more than ${cutTo!.toLocaleString('en')}`).join('; ')
      console.warn(`[content] ${id}: ${described}: shown cut to ${cut.length === 1 ? 'that' : 'those'}.`)
    }
    if (!bad.length) continue
    const described = bad.map(({field, value, kind}) => `${field} ${shown(value)} is not ${kind}`).join('; ')
    console.warn(`[content] ${id}: ${described}: shown without ${bad.length === 1 ? 'it' : 'them'}.`)
  }
  return cleaned
}

// Our own checks of the seed dataset, beyond the schema's rules: known types, list values, dates, times
// and email addresses that parse (league/fields/field-formats.ts, as the site parses them), unique slugs,
// references that resolve, image files that exist, one siteSettings. Each problem names a document and field.
import {existsSync} from 'node:fs'
import path from 'node:path'
import type {ObjectSchemaType, Rule, Schema, SchemaType} from 'sanity'
import {cmsDate, cmsDateTime, cmsEmail, EMAIL_MESSAGE} from '../../league/fields/field-formats'
import {SITE_SETTINGS_ID} from '../../schemas/singletons/site-settings'
import {TEXT_MAX_CHARS, tooLongMessage} from '../../league/fields/text-limits'

export type Problem = {id: string; path: string; message: string}
export type DatasetDocument = {_id: string; _type: string; [field: string]: unknown}
type Segment = string | number | {_key: string}

const ASSET_POINTER = /^image@file:\/\/\.\/images\/([^/]+)$/

export function formatPath(segments: readonly unknown[]): string {
  return segments
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`
      if (segment && typeof segment === 'object' && '_key' in segment) return `[_key=="${String(segment._key)}"]`
      return index === 0 ? String(segment) : `.${String(segment)}`
    })
    .join('')
}

const isDraft = (doc: DatasetDocument) => doc._id.startsWith('drafts.') || doc._id.startsWith('versions.')

function isRule(value: unknown): value is Rule {
  return typeof value === 'object' && value !== null && typeof (value as Rule).isRequired === 'function'
}

function isRequired(type: SchemaType): boolean {
  return Array.isArray(type.validation) && type.validation.some((rule) => isRule(rule) && rule.isRequired())
}

/** The allowed values of a field with `options.list` (strings or `{title, value}` items). */
function listValues(type: SchemaType): unknown[] | undefined {
  const list = (type.options as {list?: unknown} | undefined)?.list
  if (!Array.isArray(list)) return undefined
  return list.map((item) => (item && typeof item === 'object' && 'value' in item ? item.value : item))
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

/** Calls `visit` on every object value of the document with its path. */
function walk(value: unknown, segments: Segment[], visit: (node: Record<string, unknown>, at: Segment[]) => void) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const key = item && typeof item === 'object' && typeof item._key === 'string' ? {_key: item._key} : index
      walk(item, [...segments, key], visit)
    })
  } else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>
    visit(node, segments)
    for (const [field, child] of Object.entries(node)) walk(child, [...segments, field], visit)
  }
}

/** The Studio's kinds of value the site parses, each with its rule and what an editor is told. */
const FORMATS = {
  datetime: {schema: cmsDateTime, message: 'is not a date and time (e.g. 2026-02-08T10:00:00Z): pick it in the Studio'},
  date: {schema: cmsDate, message: 'is not a real date (e.g. 2026-02-08): pick it in the Studio'},
  email: {schema: cmsEmail, message: `is not an email address the calendar feeds can carry. ${EMAIL_MESSAGE}`},
} as const

function formatOf(type: SchemaType | undefined): (typeof FORMATS)[keyof typeof FORMATS] | undefined {
  for (let at = type; at; at = at.type) if (at.name in FORMATS) return FORMATS[at.name as keyof typeof FORMATS]
  return undefined
}

/** Reports every date, time and email address under `value` (of `type`) that does not parse. */
function checkFormats(value: unknown, type: SchemaType, at: Segment[], add: (at: readonly unknown[], message: string) => void) {
  const format = formatOf(type)
  if (format) {
    if (!isEmpty(value) && !format.schema.safeParse(value).success) add(at, `${JSON.stringify(value)} ${format.message}`)
    return
  }
  if (!value || typeof value !== 'object' || Array.isArray(value) || !('fields' in type)) return
  for (const field of (type as ObjectSchemaType).fields) checkFormats((value as Record<string, unknown>)[field.name], field.type, [...at, field.name], add)
}

/** Checks one document on its own: type, required top-level fields, list values, references, image files. */
function checkDocument(doc: DatasetDocument, schema: Schema, ids: Set<string>, imagesDir: string): Problem[] {
  const problems: Problem[] = []
  const add = (at: readonly unknown[], message: string) => problems.push({id: doc._id, path: formatPath(at), message})
  const type = schema.get(doc._type)
  if (!type || type.type?.name !== 'document') {
    add(['_type'], `"${doc._type}" is not a document type of the schema`)
    return problems
  }
  for (const field of (type as ObjectSchemaType).fields) {
    const value = doc[field.name]
    if (isRequired(field.type) && isEmpty(value)) add([field.name], 'is required but missing')
    const allowed = listValues(field.type)
    if (allowed && !isEmpty(value) && !allowed.includes(value)) {
      add([field.name], `${JSON.stringify(value)} is not one of ${allowed.join(', ')}`)
    }
    checkFormats(value, field.type, [field.name], add)
  }
  walk(doc, [], (node, at) => {
    if (typeof node._ref === 'string' && !ids.has(node._ref)) {
      add(at, `reference "${node._ref}" does not resolve to a document in the dataset`)
    }
    if (typeof node._sanityAsset === 'string') {
      const file = ASSET_POINTER.exec(node._sanityAsset)?.[1]
      if (!file) add(at, `image pointer "${node._sanityAsset}" is not of the form image@file://./images/<file>`)
      else if (!existsSync(path.join(imagesDir, file))) add(at, `image file images/${file} does not exist`)
    }
  })
  return problems
}

/** Checks across documents: unique ids, unique slugs per type, exactly one siteSettings. */
function checkCollection(docs: DatasetDocument[], schema: Schema): Problem[] {
  const problems: Problem[] = []
  const seenIds = new Set<string>()
  const slugOwners = new Map<string, string>()
  for (const doc of docs) {
    if (seenIds.has(doc._id)) problems.push({id: doc._id, path: '_id', message: 'is used by more than one document'})
    seenIds.add(doc._id)
    const type = schema.get(doc._type)
    if (isDraft(doc) || !type || !('fields' in type)) continue
    for (const field of (type as ObjectSchemaType).fields.filter((f) => f.type.name === 'slug')) {
      const slug = (doc[field.name] as {current?: unknown} | undefined)?.current
      if (typeof slug !== 'string') continue
      // Sanity reports a slug's own rules as warnings (its base rule's level), so the length is checked here.
      if (slug.length > TEXT_MAX_CHARS.slug) problems.push({id: doc._id, path: field.name, message: tooLongMessage(TEXT_MAX_CHARS.slug, slug.length)})
      const owner = slugOwners.get(`${doc._type}\0${slug}`)
      if (owner) problems.push({id: doc._id, path: field.name, message: `"${slug}" is also the slug of ${owner}`})
      else slugOwners.set(`${doc._type}\0${slug}`, doc._id)
    }
  }
  const settings = docs.filter((doc) => doc._type === 'siteSettings' && !isDraft(doc))
  if (settings.length !== 1) {
    const message = `there must be exactly one siteSettings document, found ${settings.length}`
    problems.push({id: settings[1]?._id ?? SITE_SETTINGS_ID, path: '_type', message})
  }
  for (const doc of settings.filter((d) => d._id !== SITE_SETTINGS_ID)) {
    const message = `must be "${SITE_SETTINGS_ID}": the site reads the settings by that id`
    problems.push({id: doc._id, path: '_id', message})
  }
  return problems
}

export function checkDataset(docs: DatasetDocument[], schema: Schema, imagesDir: string): Problem[] {
  const ids = new Set(docs.map((doc) => doc._id))
  return [...docs.flatMap((doc) => checkDocument(doc, schema, ids, imagesDir)), ...checkCollection(docs, schema)]
}

// What volunteers meet in the Studio: every document type on the desk, drag ordering where the site
// shows the editors' order, alt text on every image, and validation messages that say how to fix things.
import {validateDocument, type ObjectSchemaType, type Rule, type SanityDocument, type SchemaType, type Template, type Workspace} from 'sanity'
import {describe, expect, it} from 'vitest'
import {compileSchema} from '../scripts/lib/schema-validation'
import {KEY_DATE_BADGES} from '../schemas/documents/key-date'
import config from './sanity.config'
import {FormInput} from './scorer/form-input'
import {SCORECARD_TEMPLATE_ID, ScoreThisMatchAction, scorecardForMatch, scorecardIdFor} from './scorer/scorecard-for-match'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {evaluate, parse} from 'groq-js'
import {TEAM_NOTE_TEMPLATE_ID} from './team/team-note-link'
import {DESK_SECTIONS, groupedTemplates, istToday, MATCH_DAY_LISTS, SINGLETON_TYPES, TEAM_MATCHES_FILTER} from './structure'

const schema = compileSchema()
const documentTypes = schema
  .getTypeNames()
  .map((name) => schema.get(name)!)
  .filter((type) => type.type?.name === 'document' && !type.name.startsWith('sanity.'))
const fieldsOf = (type: SchemaType) => (type as ObjectSchemaType).fields ?? []
const isRequired = (type: SchemaType) =>
  Array.isArray(type.validation) && type.validation.some((rule) => (rule as Rule).isRequired?.())

/** Whether `type` is an image (directly or through a named image type such as accessibleImage). */
function isImage(type: SchemaType | undefined): boolean {
  for (let t = type; t; t = t.type) if (t.name === 'image') return true
  return false
}

/** Every image used anywhere in a document type, with where it sits. */
function imagesIn(type: SchemaType, at: string, seen = new Set<string>()): Array<[string, SchemaType]> {
  if (isImage(type)) return [[at, type]]
  if (seen.has(type.name)) return []
  const inner = new Set([...seen, type.name])
  const members = 'of' in type && Array.isArray(type.of) ? (type.of as SchemaType[]) : []
  return [
    ...fieldsOf(type).flatMap((field) => imagesIn(field.type, `${at}.${field.name}`, inner)),
    ...members.flatMap((member) => imagesIn(member, `${at}[]`, inner)),
  ]
}

describe('the desk', () => {
  it('lists every document type once, settings first', () => {
    expect(DESK_SECTIONS.map((s) => s.type).sort()).toEqual(documentTypes.map((t) => t.name).sort())
    expect(DESK_SECTIONS[0]).toMatchObject({type: 'siteSettings', kind: 'singleton'})
  })

  it('drag-orders slides, news, key dates and gallery sections, each with an orderRank field', () => {
    const ordered = DESK_SECTIONS.filter((s) => s.kind === 'ordered').map((s) => s.type)
    expect(ordered).toEqual(['heroSlide', 'teamNote', 'keyDate', 'gallerySection'])
    for (const type of ordered) expect(fieldsOf(schema.get(type)!).map((f) => f.name)).toContain('orderRank')
  })

  it('cannot create a second site settings document or delete the one there is', () => {
    const templates = [{schemaType: 'siteSettings'}, {schemaType: 'keyDate'}] as Template[]
    const filter = config.schema?.templates
    expect(typeof filter === 'function' && filter(templates).map((t) => t.id ?? t.schemaType)).toEqual(['keyDate', SCORECARD_TEMPLATE_ID, TEAM_NOTE_TEMPLATE_ID, 'match-in-season', 'player-in-team'])
    const actions = ['publish', 'delete', 'duplicate', 'unpublish', 'discardChanges'].map((action) => Object.assign(() => null, {action}))
    const resolve = config.document?.actions
    const kept = typeof resolve === 'function' ? resolve(actions as never, {schemaType: 'siteSettings'} as never) : []
    expect(kept.map((a) => a.action)).toEqual(['publish', 'discardChanges'])
    expect([...SINGLETON_TYPES]).toEqual(['siteSettings'])
  })

  it('opens a match’s scorecard from the match: "Score this match" among its actions, the scorecard made with its match', async () => {
    const actions = ['publish', 'delete'].map((action) => Object.assign(() => null, {action}))
    const resolve = config.document?.actions
    const forType = (schemaType: string) => (typeof resolve === 'function' ? resolve(actions as never, {schemaType} as never) : [])
    expect(forType('match').at(-1)).toBe(ScoreThisMatchAction)
    expect(forType('post')).not.toContain(ScoreThisMatchAction)
    const value = scorecardForMatch.value
    expect(typeof value === 'function' && (await value({matchId: 'match-7'}, {} as never))).toEqual({match: {_type: 'reference', _ref: 'match-7'}})
    expect(scorecardIdFor('drafts.match-7')).toBe('scorecard-match-7')
    expect(config.form?.components?.input).toBe(FormInput)
  })
})

describe('the schema, as volunteers meet it', () => {
  const images = documentTypes.flatMap((type) => imagesIn(type, type.name))

  it.each(images)('%s asks for alt text, and will not publish without it', (_at, image) => {
    const alt = fieldsOf(image).find((f) => f.name === 'alt')
    expect(alt && isRequired(alt.type)).toBe(true)
    expect((image.options as {hotspot?: boolean} | undefined)?.hotspot).toBe(true)
  })

  it('finds the images it checks (logos and gallery photos)', () => {
    expect(images.map(([at]) => at)).toEqual(
      expect.arrayContaining(['siteSettings.logo', 'teamNote.logo', 'team.logo', 'sponsor.logo', 'gallerySection.images[]']),
    )
  })

  it('offers exactly the three key-date badges', () => {
    const badge = fieldsOf(schema.get('keyDate')!).find((f) => f.name === 'badge')!
    expect((badge.type.options as {list: string[]}).list).toEqual(['TENTATIVE', 'SEASON START', 'FINALS'])
    expect([...KEY_DATE_BADGES]).toEqual(['TENTATIVE', 'SEASON START', 'FINALS'])
  })
})

/** Error messages as the Studio shows them ('studio' keeps object fields' own messages; 'cli' does not). */
async function studioErrors(document: Record<string, unknown>) {
  const client = {withConfig: () => client, fetch: async () => null}
  const workspace = {schema, i18n: {t: (key: string) => key, loadNamespaces: async () => {}}, getClient: () => client}
  const markers = await validateDocument({
    document: {_createdAt: '', _updatedAt: '', _rev: '', ...document} as SanityDocument,
    workspace: workspace as unknown as Workspace,
    environment: 'studio',
    getDocumentExists: async () => true,
  })
  return markers.filter((m) => m.level === 'error').map((m) => ({path: m.path.join('.'), message: m.message}))
}

describe('validation messages say what to do', () => {
  const HOW_TO_FIX = /^(Add|Choose|Write|Pick|Give|Click|Paste|Use|Describe|Keep|Name|Turn)\b/

  it.each(DESK_SECTIONS.map((s) => s.type))('an empty %s gets only actionable messages', async (type) => {
    const problems = await studioErrors({_id: `test-${type}`, _type: type})
    expect(problems.length).toBeGreaterThan(0)
    // Sanity adds its own "Required" inside built-in types (slug.current); ours sits on the field itself.
    const explained = (path: string) =>
      problems.some((p) => (path === p.path || path.startsWith(`${p.path}.`)) && HOW_TO_FIX.test(p.message))
    for (const {path, message} of problems) expect(explained(path), `${path}: ${message}`).toBe(true)
  })

  it.each([
    ['keyDate', {badge: 'MAYBE'}, 'badge', /^Choose a badge/],
    ['keyDate', {date: undefined}, 'date', /^Pick the day/],
    ['sponsor', {link: 'ftp://example.org'}, 'link', /https:\/\//],
    ['teamNote', {colours: {_type: 'colourGradient', from: 'green', to: '#08a045'}}, 'colours.from', /^Use a hex colour/],
    ['teamNote', {logo: {_type: 'accessibleImage', asset: {_type: 'reference', _ref: 'image-a-1x1-png'}}}, 'logo.alt', /screen-reader/],
  ])('%s with %j: %s says %s', async (type, fields, path, message) => {
    const problems = await studioErrors({_id: 'test', _type: type, ...fields})
    expect(problems.find((p) => p.path === path)?.message).toMatch(message)
  })
})

describe('the match-day desk', () => {
  const demo = readFileSync(path.join(import.meta.dirname, '../content/demo-season.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as {_id: string; _type: string})
  /** The ids a desk list shows on the demo season at `at`. */
  async function listed(id: string, at: string): Promise<string[]> {
    const {filter} = MATCH_DAY_LISTS.find((list) => list.id === id)!
    const params = istToday(Date.parse(at))
    const result = await evaluate(parse(`*[${filter}] | order(startsAt asc)._id`, {params}), {dataset: demo, params, timestamp: new Date(at)})
    return (await result.get()) as string[]
  }

  it("bounds today by India's midnight", () => {
    expect(istToday(Date.parse('2026-12-19T20:00:00Z'))).toEqual({from: '2026-12-19T18:30:00.000Z', to: '2026-12-20T18:30:00.000Z'})
    expect(istToday(Date.parse('2026-12-19T10:00:00Z'))).toEqual({from: '2026-12-18T18:30:00.000Z', to: '2026-12-19T18:30:00.000Z'})
  })

  it("lists today's matches, those still waiting for a result, and played ones without a report", async () => {
    expect(await listed('matches-today', '2026-12-19T04:00:00Z')).toEqual(['match-final'])
    expect(await listed('matches-today', '2026-12-20T04:00:00Z')).toEqual([])
    expect(await listed('needs-result', '2026-12-19T04:00:00Z')).toEqual([])
    expect(await listed('needs-result', '2026-12-19T14:00:00Z')).toEqual(['match-final'])
    expect(await listed('needs-report', '2026-12-19T04:00:00Z')).toEqual(['match-1', 'match-2', 'match-3', 'match-4', 'match-6', 'match-7', 'match-8'])
  })

  it('finds a team’s matches, home and away, by date', async () => {
    const params = {team: 'team-oxygen-gladiators'}
    const ids = (await (await evaluate(parse(`*[${TEAM_MATCHES_FILTER}] | order(startsAt asc){_id, "teams": [homeTeam._ref, awayTeam._ref]}`, {params}), {dataset: demo, params})).get()) as {_id: string; teams: string[]}[]
    expect(ids.length).toBe(6)
    for (const match of ids) expect(match.teams).toContain('team-oxygen-gladiators')
  })

  /** The Studio's client on `dataset`, as a template's value function gets it. */
  const contextOn = (dataset: object[]) => {
    const client = {fetch: async (query: string, params: Record<string, unknown>) => (await evaluate(parse(query, {params}), {dataset, params})).get()}
    return {getClient: () => client} as never
  }

  it('starts a new match in a season with that season, its next number and the ground of its latest match; a new player in a team with that team', async () => {
    const match = groupedTemplates.find((t) => t.schemaType === 'match')!
    const newMatch = (dataset: object[], id: string) => (match.value as (p: object, c: never) => Promise<object>)({id}, contextOn(dataset))
    const season = {_type: 'reference', _ref: 'season-2026'}
    // The demo's latest match is the final, on the main ground.
    expect(await newMatch(demo, 'season-2026')).toEqual({season, matchNumber: 14, ground: {_type: 'reference', _ref: 'venue-main-ground'}})
    // A latest match with no ground (a venue typed by hand) gives none; an unsaved draft counts for neither.
    const noGround = demo.map((d) => (d._id === 'match-final' ? {...d, ground: undefined} : d))
    const draft = {_id: 'drafts.match-99', _type: 'match', season, matchNumber: 99, startsAt: '2030-01-01T00:00:00Z', ground: {_type: 'reference', _ref: 'venue-x'}}
    expect(await newMatch([...noGround, draft], 'season-2026')).toEqual({season, matchNumber: 14})
    // A season with no match yet: number 1, no ground.
    expect(await newMatch(demo, 'season-2027')).toEqual({season: {_type: 'reference', _ref: 'season-2027'}, matchNumber: 1})
    const context = contextOn(demo)
    const player = groupedTemplates.find((t) => t.schemaType === 'player')!
    expect(await (player.value as (p: object, c: never) => Promise<object>)({id: 'team-oxygen-gangsters'}, context)).toEqual({team: {_type: 'reference', _ref: 'team-oxygen-gangsters'}})
  })
})


describe('a match written past the form (the API)', () => {
  const played = {
    _id: 'test-match',
    _type: 'match',
    season: {_type: 'reference', _ref: 'season-2026'},
    matchNumber: 1,
    startsAt: '2026-01-10T10:00:00Z',
    homeTeam: {_type: 'reference', _ref: 'team-a'},
    awayTeam: {_type: 'reference', _ref: 'team-b'},
    status: 'completed',
    battedFirst: 'home',
    home: {runs: 80, wickets: 5, overs: 8},
    away: {runs: 60, wickets: 10, overs: 7},
  }
  const winnerError = async (winner?: string) => (await studioErrors({...played, winner})).find((p) => p.path === 'winner')?.message
  it('keeps the winner the scores make', async () => {
    expect(await winnerError('home')).toBeUndefined()
  })
  it('refuses a stored winner the scores disagree with, or none', async () => {
    expect(await winnerError('away')).toBe('The away side cannot win with fewer runs (60 against 80): correct the winner or a score.')
    expect(await winnerError('tie')).toBe('A tie needs equal runs; the scores say 80 and 60.')
    expect(await winnerError(undefined)).toBe('The winner follows from the scores: home or away (the side with more runs), or tie on equal runs.')
  })
})

// The dataset validator accepts the seed and rejects each kind of breakage with a line that names
// the document and the field, so a volunteer can find and fix it.
import {execFile} from 'node:child_process'
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {promisify} from 'node:util'
import {beforeAll, describe, expect, it} from 'vitest'
import {formatProblem, validateDataset} from './lib/validate-dataset'

const ROOT = path.resolve(import.meta.dirname, '..')
const IMAGES = path.join(ROOT, 'content/images')
type Doc = {_id: string; _type: string; [field: string]: unknown}
type Edit = (doc: Doc) => Doc | string

let seedLines: string[]

beforeAll(async () => {
  seedLines = (await readFile(path.join(ROOT, 'content/data.ndjson'), 'utf8')).split('\n').filter(Boolean)
})

/** The seed with one document replaced by what `edit` makes of it (a document or a raw line). */
function brokenCopy(id: string, edit: Edit): string {
  return seedLines
    .map((line) => {
      const doc = JSON.parse(line) as Doc
      if (doc._id !== id) return line
      const changed = edit(doc)
      return typeof changed === 'string' ? changed : JSON.stringify(changed)
    })
    .join('\n')
}

const PHOTO = 'image@file://./images/0482582d4fac22db52d84c3a9cd0478068ce9ea8-1200x800.jpg'

/** A complete post, with `fields` changed. */
const post = (fields: Record<string, unknown>): Doc => ({
  _id: 'post-test',
  _type: 'post',
  title: 'Gangsters win a thriller',
  slug: {_type: 'slug', current: 'gangsters-win'},
  publishedAt: '2026-10-04T10:00:00Z',
  author: 'A volunteer',
  summary: 'A last-ball finish.',
  cover: {_type: 'accessibleImage', _sanityAsset: PHOTO, alt: 'Players celebrate'},
  body: [{_key: 'b1', _type: 'block', style: 'normal', markDefs: [], children: [{_key: 's1', _type: 'span', marks: [], text: 'Report.'}]}],
  ...fields,
})

/** The season 2026 and one match of it starting at `startsAt`, as two dataset lines. */
const seasonWithMatch = (startsAt: string) =>
  [
    {_id: 'season-test', _type: 'season', name: 'Season 2026', year: 2026, overs: 8, isCurrent: true, pointsWin: 2, pointsTie: 1, pointsNoResult: 1},
    {
      _id: 'match-test',
      _type: 'match',
      season: {_type: 'reference', _ref: 'season-test'},
      matchNumber: 1,
      startsAt,
      homeTeam: {_type: 'reference', _ref: 'team-oxygen-gangsters'},
      awayTeam: {_type: 'reference', _ref: 'team-oxygen-desperados'},
      teamNames: 'Oxygen Gangsters v Oxygen Desperados',
      status: 'scheduled',
    },
  ]
    .map((doc) => JSON.stringify(doc))
    .join('\n')

describe('validateDataset', () => {
  it('passes the seed dataset', async () => {
    expect(await validateDataset(seedLines.join('\n'), IMAGES)).toEqual([])
  })

  type Case = {name: string; id: string; edit: Edit; field: string; message: RegExp; reported?: string}
  const set = (fields: Record<string, unknown>): Edit => (doc) => ({...doc, ...fields})
  it.each<Case>([
    {
      name: 'a missing required field',
      id: 'heroSlide-season-2',
      edit: set({tagline: undefined}),
      field: 'tagline',
      message: /required/,
    },
    {
      name: 'a badge outside the list',
      id: 'keyDate-auction',
      edit: set({badge: 'SOON'}),
      field: 'badge',
      message: /^"SOON" is not one of TENTATIVE, SEASON START, FINALS$/,
    },
    {
      name: 'a tier outside the list',
      id: 'sponsor-co-1',
      edit: set({tier: 'gold'}),
      field: 'tier',
      message: /not one of main, co, powered-by/,
    },
    {
      name: 'a duplicate slug',
      id: 'page-terms',
      edit: set({slug: {_type: 'slug', current: 'about'}}),
      field: 'slug',
      message: /"about" is also the slug of page-about/,
    },
    {
      name: 'a post at a team note’s address',
      id: 'sponsor-main',
      edit: () => JSON.stringify(post({slug: {_type: 'slug', current: 'oxygen-gangsters'}})),
      field: 'slug',
      message: /"oxygen-gangsters" is also the web address of teamNote-oxygen-gangsters/,
      reported: 'post-test',
    },
    {
      name: 'a post at the feed’s address',
      id: 'sponsor-main',
      edit: () => JSON.stringify(post({slug: {_type: 'slug', current: 'feed.xml'}})),
      field: 'slug',
      message: /address of the news feed/,
      reported: 'post-test',
    },
    {
      name: 'a post picture without alt text',
      id: 'sponsor-main',
      edit: () => JSON.stringify(post({body: [{_key: 'p1', _type: 'postPicture', _sanityAsset: PHOTO}]})),
      field: 'body[_key=="p1"].alt',
      message: /description of the picture/,
      reported: 'post-test',
    },
    {
      name: 'a dangling reference',
      id: 'teamNote-oxygen-gangsters',
      edit: set({team: {_type: 'reference', _ref: 'team-gone'}}),
      field: 'team',
      message: /"team-gone" does not resolve/,
    },
    {
      name: 'a missing image file',
      id: 'team-oxygen-gangsters',
      edit: (d) => ({...d, logo: {...(d.logo as object), _sanityAsset: 'image@file://./images/0000-1x1.png'}}),
      field: 'logo',
      message: /images\/0000-1x1.png does not exist/,
    },
    {
      name: 'an unknown type',
      id: 'sponsor-main',
      edit: set({_type: 'banner'}),
      field: '_type',
      message: /"banner" is not a document type/,
    },
    {
      name: 'an invalid JSON line',
      id: 'society-maple-county',
      edit: (d) => JSON.stringify(d).slice(0, -5),
      field: '(json)',
      message: /line 11 is not valid JSON/,
    },
    {
      name: 'a nested rule of the schema',
      id: 'gallerySection-closing-day',
      edit: set({images: [{_key: 'k1', _type: 'galleryImage', alt: 'x'}]}),
      field: 'images[_key=="k1"].caption',
      message: /caption/,
    },
    {
      name: 'a 1 MB name without a space',
      id: 'team-oxygen-gangsters',
      edit: set({name: 'x'.repeat(1_000_000)}),
      field: 'name',
      message: /^Keep this to 300 characters \(it has 1,000,000\)\.$/,
    },
    {
      name: 'a rich-text body over its length',
      id: 'page-about',
      edit: (d) => ({
        ...d,
        body: [{_type: 'block', _key: 'b', style: 'normal', markDefs: [], children: [{_type: 'span', _key: 's', text: 'y'.repeat(30_001), marks: []}]}],
      }),
      field: 'body',
      message: /Keep this to 30,000 characters/,
    },
    {
      name: 'a caption over its length, deep in a list',
      id: 'gallerySection-closing-day',
      edit: (d) => ({...d, images: (d.images as Array<Record<string, unknown>>).map((image) => ({...image, caption: 'z'.repeat(301)}))}),
      field: 'images[_key=="closing-day-1"].caption',
      message: /Keep this to 300 characters/,
    },
    ...['2026-12-32T25:61:00Z', 'next Tuesday'].map((startsAt) => ({
      name: `a match at ${startsAt}`,
      id: 'sponsor-main',
      edit: () => seasonWithMatch(startsAt),
      field: 'startsAt',
      message: /is not a date and time/,
      reported: 'match-test',
    })),
    {
      name: 'a day that does not exist',
      id: 'keyDate-auction',
      edit: set({date: '2026-02-30'}),
      field: 'date',
      message: /"2026-02-30" is not a real date/,
    },
    {
      name: 'an email address the calendar library refuses (a non-ASCII letter)',
      id: 'siteSettings',
      edit: set({supportEmail: 'jösé@example.org'}),
      field: 'supportEmail',
      message: /is not an email address the calendar feeds can carry/,
    },
    {
      name: 'a second siteSettings',
      id: 'society-maple-county',
      edit: set({_id: 'settings2', _type: 'siteSettings'}),
      field: '_type',
      message: /exactly one siteSettings document, found 2/,
      reported: 'settings2',
    },
  ])('fails $name, naming the document and field', async ({id, edit, field, message, reported}) => {
    const problems = await validateDataset(brokenCopy(id, edit), IMAGES)
    expect(problems).toContainEqual({id: reported ?? id, path: field, message: expect.stringMatching(message)})
  })

  it('formats a problem as one line: id, field, message', () => {
    const line = formatProblem({id: 'keyDate-auction', path: 'badge', message: '"SOON" is not one of TENTATIVE'})
    expect(line).toBe('keyDate-auction: badge — "SOON" is not one of TENTATIVE')
  })
})

describe('npm run validate:content', () => {
  it('exits 1 and prints one line per problem for a broken file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'opl-validate-'))
    const file = path.join(dir, 'data.ndjson')
    await writeFile(file, brokenCopy('keyDate-auction', (d) => ({...d, badge: 'SOON'})))
    const tsx = path.join(ROOT, 'node_modules/.bin/tsx')
    const run = promisify(execFile)(tsx, ['scripts/validate-dataset.ts', file], {cwd: ROOT})
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('keyDate-auction: badge — "SOON" is not one of TENTATIVE, SEASON START, FINALS'),
    })
    await rm(dir, {recursive: true, force: true})
  }, 60_000) // a fresh tsx process loads the whole of `sanity`
})

describe('validateDataset on the demo season (content/demo-season.ndjson)', () => {
  let demoLines: string[]
  beforeAll(async () => {
    demoLines = (await readFile(path.join(ROOT, 'content/demo-season.ndjson'), 'utf8')).split('\n').filter(Boolean)
  })
  const demoCopy = (id: string, edit: (doc: Doc) => Doc) =>
    demoLines.map((line) => (JSON.parse(line)._id === id ? JSON.stringify(edit(JSON.parse(line) as Doc)) : line)).join('\n')

  it('passes: its key dates match its fixtures and its final is between the top two', async () => {
    expect(await validateDataset(demoLines.join('\n'), IMAGES)).toEqual([])
  })

  it('rejects a final whose teams are not the top two once the table is complete', async () => {
    const problems = await validateDataset(demoCopy('match-final', (d) => ({...d, homeTeam: {_type: 'reference', _ref: 'team-oxygen-gladiators'}})), IMAGES)
    expect(problems).toContainEqual({id: 'match-final', path: 'homeTeam', message: expect.stringMatching(/top two of the complete table/)})
  })

  it("rejects a match whose team names (what the Studio's search finds it by) are not its teams' names", async () => {
    const stale = await validateDataset(demoCopy('match-1', (d) => ({...d, awayTeam: {_type: 'reference', _ref: 'team-oxygen-gladiators'}})), IMAGES)
    expect(stale).toContainEqual({id: 'match-1', path: 'teamNames', message: 'is "Oxygen Gangsters v Oxygen Desperados"; it must be "Oxygen Gangsters v Oxygen Gladiators", the names of its teams (npm run seed:demo writes it)'})
    const missing = await validateDataset(demoCopy('match-2', (d) => ({...d, teamNames: undefined})), IMAGES)
    expect(missing).toContainEqual({id: 'match-2', path: 'teamNames', message: expect.stringMatching(/^is missing; it must be "Oxygen Gangsters v Oxygen Gladiators"/)})
  })

  it('rejects a player without a web address, and two players with the same one', async () => {
    const missing = await validateDataset(demoCopy('player-1-2', (d) => ({...d, slug: undefined})), IMAGES)
    expect(missing).toContainEqual({id: 'player-1-2', path: 'slug', message: expect.stringMatching(/required|web address/)})
    const taken = (demoLines.map((line) => JSON.parse(line) as Doc).find((d) => d._id === 'player-1-3')!.slug as {current: string}).current
    const twice = await validateDataset(demoCopy('player-1-2', (d) => ({...d, slug: {_type: 'slug', current: taken}})), IMAGES)
    expect(twice).toContainEqual({id: 'player-1-3', path: 'slug', message: `"${taken}" is also the slug of player-1-2`})
  })

  it('rejects a key date outside the season, and a FINALS date that is not the final’s day', async () => {
    const outside = await validateDataset(demoCopy('keyDate-league-start', (d) => ({...d, date: '2026-01-24'})), IMAGES)
    expect(outside).toContainEqual({id: 'keyDate-league-start', path: 'date', message: expect.stringMatching(/2026-01-24 is outside the season OPL 2026/)})
    const finale = await validateDataset(demoCopy('keyDate-grand-finale', (d) => ({...d, date: '2026-12-12'})), IMAGES)
    expect(finale).toContainEqual({id: 'keyDate-grand-finale', path: 'date', message: expect.stringMatching(/FINALS date must be the final's day, 2026-12-19/)})
  })
})

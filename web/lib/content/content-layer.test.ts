// Every named query, run by the embedded backend over the seed, returns what the spec puts on the pages;
// drafts stay hidden, file edits show without a restart, and bad settings fail with the variable's name.
import {mkdtemp, readFile, rm, utimes, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {EnvError, parseContentEnv} from '../env'
import {contentFetch, contentVersion, type QueryParams} from './fetch'
import * as queries from './queries'
import {byMatch} from './scorecards'
import type {
  GallerySectionsQueryResult,
  HeroSlidesQueryResult,
  KeyDatesQueryResult,
  LeagueSeasonQueryResult,
  MatchScorecardQueryResult,
  PageQueryResult,
  PlayersQueryResult,
  PostQueryResult,
  PostsQueryResult,
  SeasonByYearQueryResult,
  SeasonScorecardsQueryResult,
  SeasonsQueryResult,
  SiteSettingsQueryResult,
  SocietiesQueryResult,
  SponsorsQueryResult,
  TeamNoteQueryResult,
  TeamNotesQueryResult,
  TeamsQueryResult,
} from './sanity.types'

const SEED = path.resolve(import.meta.dirname, '../../../content/data.ndjson')
const DEMO = path.resolve(import.meta.dirname, '../../../content/demo-season.ndjson')
const seedEnv = parseContentEnv({CONTENT_DATASET_PATH: SEED})
const demoEnv = parseContentEnv({CONTENT_DATASET_PATH: DEMO})
const run = <R>(query: string, params: QueryParams = {}) => contentFetch<R>(query, params, {}, seedEnv)
const runDemo = <R>(query: string, params: QueryParams = {}) => contentFetch<R>(query, params, {}, demoEnv)

describe('the seed, through every query of queries.ts', () => {
  it('has a test below for every exported query', () => {
    expect(Object.keys(queries).sort()).toEqual([
      'gallerySectionsQuery', 'heroSlidesQuery', 'keyDatesQuery', 'leagueSeasonQuery', 'matchScorecardQuery', 'pageQuery',
      'playersQuery', 'postQuery', 'postsQuery', 'seasonByYearQuery', 'seasonScorecardsQuery', 'seasonsQuery', 'siteSettingsQuery', 'societiesQuery',
      'sponsorsQuery', 'teamNoteQuery', 'teamNotesQuery', 'teamsQuery',
    ])
  })

  it('heroSlidesQuery: 3 slides in order with the spec headlines', async () => {
    const slides = await run<HeroSlidesQueryResult>(queries.heroSlidesQuery)
    expect(slides.map((s) => [s.headlineTop, s.headlineEmph])).toEqual([
      ['Oxygen Premier League', 'Apartment Premier League'],
      ['Oxygen Premier League', 'Season 2'],
      ["Sarjapur's Own", 'Apartment Cricket Carnival'],
    ])
    for (const slide of slides) expect(slide.tagline).toBeTruthy()
  })

  it('teamNotesQuery: 4 notes in order, each with team, captain, quote, colours and logo', async () => {
    const notes = await run<TeamNotesQueryResult>(queries.teamNotesQuery)
    expect(notes.map((n) => n.slug)).toEqual([
      'oxygen-gangsters', 'oxygen-desperados', 'oxygen-gladiators', 'oxygen-elite-warriors-rising-force',
    ])
    for (const note of notes) {
      expect(note).toMatchObject({team: expect.any(String), captain: expect.any(String), quote: expect.any(String)})
      expect(note.colours).toEqual({from: expect.stringMatching(/^#/), to: expect.stringMatching(/^#/)})
      expect(note.logo).toMatchObject({asset: {_ref: expect.any(String)}, dimensions: {width: 256, height: 256}})
    }
  })

  it.each([
    ['oxygen-gladiators', 'Oxygen Gladiators'],
    ['oxygen-elite-warriors-rising-force', 'Oxygen Elite Warriors Rising Force'],
  ])('teamNoteQuery: %s is the note of %s', async (slug, team) => {
    expect(await run<TeamNoteQueryResult>(queries.teamNoteQuery, {slug})).toMatchObject({slug, team})
  })

  it('teamNoteQuery: an unknown slug is null', async () => {
    expect(await run<TeamNoteQueryResult>(queries.teamNoteQuery, {slug: 'no-such-team'})).toBeNull()
  })

  it('keyDatesQuery: 3 dates with their badges, in order', async () => {
    const dates = await run<KeyDatesQueryResult>(queries.keyDatesQuery)
    expect(dates.map((d) => [d.date, d.badge])).toEqual([
      ['2025-12-06', 'TENTATIVE'],
      ['2026-01-24', 'SEASON START'],
      ['2026-02-08', 'FINALS'],
    ])
  })

  it('gallerySectionsQuery: 3 sections of 7, 12 and 5 photos, each with asset, size, caption and alt', async () => {
    const sections = await run<GallerySectionsQueryResult>(queries.gallerySectionsQuery)
    expect(sections.map((s) => [s.name, s.images.length])).toEqual([
      ['Auction 2025', 7],
      ['Season 1 Matches', 12],
      ['Closing Day', 5],
    ])
    for (const image of sections.flatMap((s) => s.images)) {
      expect(image).toMatchObject({
        _key: expect.any(String),
        asset: {_ref: expect.stringMatching(/^image-[0-9a-f]+-\d+x\d+-(jpg|png)$/)},
        dimensions: {width: expect.any(Number), height: expect.any(Number)},
        caption: expect.any(String),
        alt: expect.any(String),
      })
    }
  })

  it('societiesQuery: 8 societies, each with a location', async () => {
    const societies = await run<SocietiesQueryResult>(queries.societiesQuery)
    expect(societies).toHaveLength(8)
    for (const society of societies) {
      expect(society).toMatchObject({name: expect.any(String), location: expect.any(String)})
    }
  })

  it('teamsQuery: 5 teams, exactly one placeholder (last), the others with their society', async () => {
    const teams = await run<TeamsQueryResult>(queries.teamsQuery)
    expect(teams).toHaveLength(5)
    expect(teams.filter((t) => t.isPlaceholder).map((t) => t.name)).toEqual(['New Team — Coming Soon'])
    expect(teams.at(-1)?.isPlaceholder).toBe(true)
    for (const team of teams.filter((t) => !t.isPlaceholder)) expect(team.society?.location).toBeTruthy()
  })

  it('sponsorsQuery: 1 main, 2 co and 3 powered-by sponsors', async () => {
    const sponsors = await run<SponsorsQueryResult>(queries.sponsorsQuery)
    const count = (tier: string) => sponsors.filter((s) => s.tier === tier).length
    expect([count('main'), count('co'), count('powered-by')]).toEqual([1, 2, 3])
  })

  it('siteSettingsQuery: the league, its contacts and logo', async () => {
    const settings = await run<SiteSettingsQueryResult>(queries.siteSettingsQuery)
    expect(settings).toMatchObject({leagueName: 'Oxygen Premier League', shortName: 'OPL', location: expect.any(String)})
    expect(settings?.logo?.asset?._ref).toMatch(/^image-/)
  })

  it("siteSettingsQuery: the seed has no season, so its season label is the settings' own (the spec's 2025)", async () => {
    expect((await run<SiteSettingsQueryResult>(queries.siteSettingsQuery))?.seasonLabel).toBe('2025')
  })

  it('siteSettingsQuery: the demo names its season label after its current season', async () => {
    const season = await runDemo<LeagueSeasonQueryResult>(queries.leagueSeasonQuery)
    expect((await runDemo<SiteSettingsQueryResult>(queries.siteSettingsQuery))?.seasonLabel).toBe(String(season?.year))
    expect(season?.year).toBe(2026)
  })

  it('leagueSeasonQuery and playersQuery: the seed has no season and no players (the Coming Soon pages)', async () => {
    expect(await run<LeagueSeasonQueryResult>(queries.leagueSeasonQuery)).toBeNull()
    expect(await run<PlayersQueryResult>(queries.playersQuery)).toEqual([])
  })

  it('leagueSeasonQuery: the demo season, its rules and 13 matches in date order with both teams', async () => {
    const season = await runDemo<LeagueSeasonQueryResult>(queries.leagueSeasonQuery)
    expect(season).toMatchObject({name: expect.any(String), overs: expect.any(Number), pointsWin: 2})
    const matches = season?.matches ?? []
    expect(matches).toHaveLength(13)
    const starts = matches.map((m) => m.startsAt ?? '')
    expect(starts).toEqual([...starts].sort())
    for (const match of matches) {
      expect(match.homeTeam?.name).toBeTruthy()
      expect(match.awayTeam?.name).toBeTruthy()
      expect(match.homeTeam?._id).not.toBe(match.awayTeam?._id)
    }
  })

  it('playersQuery: the demo\'s 44 players by name, each with a team, a role and a web address of their own', async () => {
    const players = await runDemo<PlayersQueryResult>(queries.playersQuery)
    expect(players).toHaveLength(44)
    const names = players.map((p) => p.name ?? '')
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    for (const player of players) expect(player).toMatchObject({role: expect.any(String), team: {name: expect.any(String)}, slug: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/)})
    expect(new Set(players.map((p) => p.slug)).size).toBe(players.length)
    // Eleven a side, each team's captain among them.
    const squadSizes = new Map<string, number>()
    for (const p of players) squadSizes.set(p.team?._id ?? '', (squadSizes.get(p.team?._id ?? '') ?? 0) + 1)
    expect([...squadSizes.values()]).toEqual([11, 11, 11, 11])
    const notes = await runDemo<TeamNotesQueryResult>(queries.teamNotesQuery)
    for (const note of notes) expect(players.filter((p) => p.name === note.captain).map((p) => p.team?.name)).toEqual([note.team])
  })

  it('seasonsQuery and seasonByYearQuery: the seasons with matches, and one by its year', async () => {
    expect(await run<SeasonsQueryResult>(queries.seasonsQuery)).toEqual([])
    expect(await runDemo<SeasonsQueryResult>(queries.seasonsQuery)).toEqual([{_id: 'season-2026', name: 'OPL 2026', year: 2026, isCurrent: true}])
    const season = await runDemo<SeasonByYearQueryResult>(queries.seasonByYearQuery, {year: 2026})
    expect(season).toEqual(await runDemo<LeagueSeasonQueryResult>(queries.leagueSeasonQuery))
    expect(await runDemo<SeasonByYearQueryResult>(queries.seasonByYearQuery, {year: 2025})).toBeNull()
  })

  it('leagueSeasonQuery: each demo match on its ground, with the address and an https map link; the final on the main ground', async () => {
    const season = await runDemo<LeagueSeasonQueryResult>(queries.leagueSeasonQuery)
    for (const m of season!.matches) {
      expect(m.ground).toMatchObject({name: m.venue, mapUrl: expect.stringMatching(/^https:\/\//)})
      expect(m.ground!.address.length).toBeGreaterThan(m.ground!.name.length)
    }
    expect(season!.matches.at(-1)).toMatchObject({stage: 'final', venue: 'Oxygen Residency main ground', ground: {address: 'Oxygen Residency, Dommasandra, Sarjapur Road'}})
  })

  it('seasonScorecardsQuery: every played match of the demo ball by ball, references read as ids', async () => {
    const season = await runDemo<LeagueSeasonQueryResult>(queries.leagueSeasonQuery)
    expect(season).toMatchObject({ballsPerOver: 6, playersPerSide: 11, oversPerBowler: null})
    expect(await run<SeasonScorecardsQueryResult>(queries.seasonScorecardsQuery, {season: 'no-such-season'})).toEqual([])
    const cards = await runDemo<SeasonScorecardsQueryResult>(queries.seasonScorecardsQuery, {season: season!._id})
    const played = season!.matches.filter((m) => m.status === 'completed').map((m) => m._id)
    expect(cards.map((c) => c.match).sort()).toEqual([...played].sort())
    const players = new Set((await runDemo<PlayersQueryResult>(queries.playersQuery)).map((p) => p._id))
    for (const card of cards) {
      expect(card.toss).toEqual({winner: expect.stringMatching(/^team-/), decision: expect.stringMatching(/^(bat|field)$/)})
      expect(card.innings).toHaveLength(2)
      for (const delivery of card.innings.flatMap((i) => i.deliveries)) {
        for (const id of [delivery.batter, delivery.non_striker, delivery.bowler]) expect(players.has(id)).toBe(true)
        expect(delivery.runs!.total).toBe(delivery.runs!.batter! + delivery.runs!.extras!)
      }
    }
    // Read by the getters: Cricsheet's names, every ball, wickets and all.
    const read = [...byMatch(cards).values()].flatMap((c) => c.scorecard.innings.flatMap((i) => i.deliveries))
    expect(read).toHaveLength(cards.flatMap((c) => c.innings.flatMap((i) => i.deliveries)).length)
    expect(read.filter((d) => d.wickets?.length).length).toBeGreaterThan(20)
    expect(read.every((d) => d.runs.total === d.runs.batter + d.runs.extras)).toBe(true)
  })

  it('matchScorecardQuery: one match\'s scorecard, null for a match without one', async () => {
    const card = await runDemo<MatchScorecardQueryResult>(queries.matchScorecardQuery, {match: 'match-1'})
    expect(card).toMatchObject({match: 'match-1', innings: [{team: expect.any(String)}, {team: expect.any(String)}]})
    expect(await runDemo<MatchScorecardQueryResult>(queries.matchScorecardQuery, {match: 'match-final'})).toBeNull()
  })

  it('postsQuery: none in the seed; the demo season\'s match reports newest first, each naming its match and teams', async () => {
    expect(await run<PostsQueryResult>(queries.postsQuery)).toEqual([])
    const posts = await runDemo<PostsQueryResult>(queries.postsQuery)
    expect(posts.length).toBeGreaterThanOrEqual(3)
    const dates = posts.map((p) => p.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const post of posts) {
      expect(post).toMatchObject({title: expect.any(String), author: expect.any(String), cover: {alt: expect.any(String)}})
      expect(post.cover.asset).toBeTruthy()
      expect(post.match).toMatchObject({matchNumber: expect.any(Number), seasonYear: expect.any(Number)})
      expect(post.teams).toHaveLength(2)
    }
  })

  it('postQuery: a report\'s text with its picture (alt text and caption), and null for an unknown slug', async () => {
    const [first] = await runDemo<PostsQueryResult>(queries.postsQuery)
    const post = await runDemo<PostQueryResult>(queries.postQuery, {slug: first!.slug})
    const picture = post?.body.find((b) => b._type === 'postPicture')
    expect(picture).toMatchObject({alt: expect.stringMatching(/\w/), caption: expect.stringMatching(/\w/), asset: expect.anything()})
    expect(post?.body.filter((b) => b._type === 'block').length).toBeGreaterThan(2)
    expect(await runDemo<PostQueryResult>(queries.postQuery, {slug: 'no-such-post'})).toBeNull()
  })

  it.each(['about', 'privacy', 'terms'])('pageQuery: the %s page has a title, summary and text', async (slug) => {
    const page = await run<PageQueryResult>(queries.pageQuery, {slug})
    expect(page).toMatchObject({title: expect.any(String), description: expect.any(String)})
    expect(page?.body?.length).toBeGreaterThan(0)
  })
})

describe('the embedded backend over an edited copy of the dataset', () => {
  let dir: string
  let seed: string
  const draftOf = (id: string, fields: Record<string, unknown>) => {
    const line = seed.split('\n').find((l) => l.includes(`"_id":"${id}"`))!
    return JSON.stringify({...(JSON.parse(line) as object), ...fields, _id: `drafts.${id}`})
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'opl-content-'))
    seed = await readFile(SEED, 'utf8')
  })
  afterAll(() => rm(dir, {recursive: true, force: true}))

  it('never shows drafts, edited or new', async () => {
    const file = path.join(dir, 'drafts.ndjson')
    const created = {_id: 'drafts.keyDate-trials', _type: 'keyDate', title: 'Trials', date: '2025-11-01', badge: 'FINALS'}
    const edited = draftOf('keyDate-auction', {title: 'Moved'})
    await writeFile(file, `${seed.trimEnd()}\n${edited}\n${JSON.stringify(created)}\n`)
    const env = parseContentEnv({CONTENT_DATASET_PATH: file})
    const dates = await contentFetch<KeyDatesQueryResult>(queries.keyDatesQuery, {}, {}, env)
    expect(dates.map((d) => d.title)).toEqual(['Player Auction', 'League Matches Begin', 'Grand Finale'])
    expect(await contentFetch(`*[_id in path("drafts.**")]._id`, {}, {perspective: 'drafts'}, env)).toEqual([])
  })

  it('picks up a change to the file without a restart', async () => {
    const file = path.join(dir, 'edited.ndjson')
    const env = parseContentEnv({CONTENT_DATASET_PATH: file, SANITY_PROJECT_ID: ''})
    await writeFile(file, seed)
    const before = await contentFetch<HeroSlidesQueryResult>(queries.heroSlidesQuery, {}, {}, env)
    expect(before[1]?.headlineEmph).toBe('Season 2')
    await writeFile(file, seed.replace('"headlineEmph":"Season 2"', '"headlineEmph":"Season 2 is here"'))
    const later = new Date(Date.now() + 2000)
    await utimes(file, later, later) // a new mtime even on coarse-grained file systems
    const after = await contentFetch<HeroSlidesQueryResult>(queries.heroSlidesQuery, {}, {}, env)
    expect(after[1]?.headlineEmph).toBe('Season 2 is here')
  })

  it("takes the season label from the current season, else the newest, over the settings' label", async () => {
    const demo = await readFile(DEMO, 'utf8')
    const label = async (name: string, lines: string) => {
      const file = path.join(dir, name)
      await writeFile(file, lines)
      return (await contentFetch<SiteSettingsQueryResult>(queries.siteSettingsQuery, {}, {}, parseContentEnv({CONTENT_DATASET_PATH: file})))?.seasonLabel
    }
    const settingsSay = (text: string, label: string) => text.replace(/"seasonLabel":"\d+"/, `"seasonLabel":"${label}"`)
    expect(await label('settings-only.ndjson', settingsSay(seed, '2019'))).toBe('2019')
    expect(await label('current.ndjson', settingsSay(demo, '2019'))).toBe('2026')
    const older = JSON.stringify({_id: 'season-2024', _type: 'season', name: 'OPL 2024', year: 2024})
    const newer = JSON.stringify({_id: 'season-2027', _type: 'season', name: 'OPL 2027', year: 2027})
    expect(await label('older.ndjson', `${demo.trimEnd()}\n${older}\n`)).toBe('2026')
    expect(await label('newer.ndjson', `${demo.trimEnd()}\n${newer}\n`)).toBe('2026')
    expect(await label('none-current.ndjson', `${demo.replace('"isCurrent":true', '"isCurrent":false').trimEnd()}\n${newer}\n`)).toBe('2027')
  })

  it('gives the cache a new content version when the file changes', async () => {
    const file = path.join(dir, 'versioned.ndjson')
    const env = parseContentEnv({CONTENT_DATASET_PATH: file})
    await writeFile(file, seed)
    const first = await contentVersion(env)
    expect(await contentVersion(env)).toBe(first)
    await writeFile(file, `${seed}\n`)
    expect(await contentVersion(env)).not.toBe(first)
    expect(await contentVersion(parseContentEnv({SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging'}))).toBe(
      'sanity:abc123:staging',
    )
  })
})

describe('parseContentEnv', () => {
  it.each([
    ['SANITY_PROJECT_ID', 'Not_A_Project!'],
    ['SANITY_API_VERSION', 'v2025'],
    ['SANITY_API_HOST', 'not a url'],
    ['NEXT_PUBLIC_SITE_URL', 'opl example org'],
  ])('rejects a bad %s with one message naming it', (variable, value) => {
    const parse = () => parseContentEnv({SANITY_PROJECT_ID: 'opltest', [variable]: value})
    expect(parse).toThrow(EnvError)
    expect(parse).toThrow(new RegExp(`^Invalid environment variable ${variable}: [^\\n]+\\.$`))
  })

  it('treats empty strings as unset: the embedded backend with defaults', () => {
    const env = parseContentEnv({
      SANITY_PROJECT_ID: '',
      SANITY_DATASET: '',
      SANITY_API_VERSION: '',
      SANITY_API_HOST: '',
      SANITY_READ_TOKEN: '',
      NEXT_PUBLIC_SITE_URL: '',
      CONTENT_DATASET_PATH: '',
    })
    expect(env).toMatchObject({backend: 'embedded', SANITY_DATASET: 'production', SANITY_API_VERSION: '2025-02-19'})
    expect(env.SANITY_PROJECT_ID).toBeUndefined()
    expect(env.CONTENT_DATASET_PATH).toBeUndefined()
  })

  it('chooses the Sanity backend when SANITY_PROJECT_ID is set', () => {
    expect(parseContentEnv({SANITY_PROJECT_ID: 'opltest'}).backend).toBe('sanity')
  })
})

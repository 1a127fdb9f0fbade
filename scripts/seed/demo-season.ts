// Builds content/demo-season.ndjson: the seed league plus a played season (double round-robin, a
// final between the top two, some no-results, squads of eleven — each team's captain and ten auctioned
// players — every played match ball by ball, match reports) so the league pages can be seen with data.
// Each played match is played through the scorer's engine from a seed (demo-play.ts); its result, the
// table, the final's teams, the player of the match and the reports are all derived from the deliveries.
// Every date follows from the first match day, and the key dates and the season label are the season's own (the seed's are the spec's), so the data never contradicts itself.
// Deterministic: the same seed data always gives the same file. `npm run seed:demo` rewrites it.
// `--around=<YYYY-MM-DD>` moves the season by whole weeks so that, on that day, the league is played and
// the final (a Saturday, as every match day) is three to four weeks ahead (the e2e season hub's: today);
// the output path is then the argument without `--`.
import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {TEAM_NAMES_FIELD, teamNamesOf} from '../../schemas/match-search'
import {pointsTable, scoringRules, seasonRules, toResultInput, withScorecards, type MatchResultInput, type SeasonData} from '../../league'
import {deriveMatch} from '../../league/scorecard'
import type {Scorecard} from '../../league/scorecard/types'
import {playerOfTheMatch} from './demo-figures'
import {playMatch, type Squad} from './demo-play'
import {matchPhotos, matchReport, REPORT_AUTHORS} from './demo-posts'
import {seededRandom, seedOf} from './demo-rng'
import {demoSquads} from './demo-squads'
import {scorecardDocument} from './scorecard-doc'
import {helpIfAsked} from '../lib/command-line'

const ROOT = path.resolve(import.meta.dirname, '../..')
const DAY = 86_400_000
helpIfAsked(`
Usage: npm run seed:demo [-- --around=<YYYY-MM-DD> <file>]

Builds the demo season (content/demo-season.ndjson, or <file>), deterministic from the seed.
  --around=<day>  move the season so that on that day the league is played and the final is ahead
  --help          this text
`)
const AROUND = process.argv.find((arg) => arg.startsWith('--around='))?.slice('--around='.length)
/** The Saturday on or before a UTC midnight: the league plays at weekends whatever day --around names. */
const saturdayOnOrBefore = (midnight: number) => midnight - ((new Date(midnight).getUTCDay() + 1) % 7) * DAY
/** The first ball: Sat 3 Oct 2026, 08:00 IST; or the Saturday on or before seven weeks before the
 * --around day, at 08:00 IST. */
const FIRST_MATCH_DAY = AROUND ? saturdayOnOrBefore(Date.parse(AROUND.slice(0, 10)) - 49 * DAY) + 150 * 60_000 : Date.UTC(2026, 9, 3, 2, 30)
/** The final, 19 Dec 18:00 IST in the 2026 season: 77 days and 10 hours after the first ball. */
const FINAL_AT = new Date(FIRST_MATCH_DAY + 77 * DAY + 10 * 3_600_000).toISOString()
const SEASON_YEAR = new Date(FIRST_MATCH_DAY).getUTCFullYear()
const SEASON_ID = `season-${SEASON_YEAR}`
const OVERS = 8
/** Picks the demo's games: with it, the side batting first wins about half the league matches. */
const DEMO_SEED = 'opl-demo-1'
/** Every how-many-th league match is rained off. */
const NO_RESULT_EVERY = 5
/** The player auction, three weeks before the first ball. */
const AUCTION_DAYS_BEFORE = 21
/** The day an instant falls on in India (IST is UTC+05:30 all year). */
const istDay = (instant: number) => new Date(instant + 330 * 60_000).toISOString().slice(0, 10)
type Doc = {_id: string; _type: string; [field: string]: unknown}
const ref = (id: string) => ({_type: 'reference', _ref: id})
const refOf = (value: unknown) => (value as {_ref: string})._ref

/** The auction prices' generator (its own sequence, so the games do not move the prices). */
let state = 20260110
const rand = (n: number) => {
  state = (state * 1103515245 + 12345) % 2 ** 31
  return state % n
}

const seed = (await readFile(path.join(ROOT, 'content/data.ndjson'), 'utf8')).split('\n').filter(Boolean)
const docs = seed.map((line) => JSON.parse(line) as Doc)
const teams = docs.filter((d) => d._type === 'team' && !d.isPlaceholder)
const societyOf = (team: Doc) => (team.society as {_ref: string})._ref

// The grounds: each home society's own (its name and location, as the seed has them) and the main ground
// the final is played on, at Oxygen Residency. The map link is a map search for that address, nothing more.
const FINAL_GROUND = 'Oxygen Residency main ground'
const mapSearch = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
const venueDoc = (id: string, name: string, address: string): Doc => ({_id: id, _type: 'venue', name, address, mapUrl: mapSearch(address)})
const societyDoc = (id: string) => docs.find((d) => d._id === id)!
const homeGrounds = [...new Set(teams.map(societyOf))].map((id) => {
  const society = societyDoc(id)
  return venueDoc(`venue-${id}`, String(society.name), `${String(society.name)}, ${String(society.location)}`)
})
const oxygenResidency = docs.find((d) => d._type === 'society' && d.name === 'Oxygen Residency')!
const finalGround = venueDoc('venue-main-ground', FINAL_GROUND, `Oxygen Residency, ${String(oxygenResidency.location)}`)
const venues = [...homeGrounds, finalGround]

const season = {
  _id: SEASON_ID,
  _type: 'season',
  name: `OPL ${SEASON_YEAR}`,
  year: SEASON_YEAR,
  overs: OVERS,
  ballsPerOver: 6,
  playersPerSide: 11,
  pointsWin: 2,
  pointsTie: 1,
  pointsNoResult: 1,
  isCurrent: true,
} satisfies Doc & Omit<SeasonData, 'matches'>
const rules = scoringRules(season)

const players = demoSquads(docs, teams, () => rand(40))
const squadOf = (team: string): Squad => ({
  team,
  players: players.filter((p) => refOf(p.team) === team).map((p) => ({id: p._id, role: String(p.role)})),
})

/** A match played to its end, ball by ball, from its own seed. */
function played(matchId: string, home: Squad, away: Squad): Scorecard {
  let last: Scorecard | undefined
  for (const scorecard of playMatch({home, away, rules, rng: seededRandom(seedOf(`${DEMO_SEED}:${matchId}`))})) last = scorecard
  return last!
}

const matches: Doc[] = []
const scorecards = new Map<string, Scorecard>()
let n = 0
for (const leg of [0, 1])
  for (let i = 0; i < teams.length; i++)
    for (let j = i + 1; j < teams.length; j++) {
      const [home, away] = leg === 0 ? [teams[i]!, teams[j]!] : [teams[j]!, teams[i]!]
      n++
      const base = {
        _id: `match-${n}`,
        _type: 'match',
        season: ref(SEASON_ID),
        matchNumber: n,
        stage: 'league',
        startsAt: new Date(
          FIRST_MATCH_DAY + Math.floor((n - 1) / 2) * 7 * DAY + ((n - 1) % 2) * 3 * 3_600_000,
        ).toISOString(),
        ground: ref(`venue-${societyOf(home)}`),
        venueSociety: ref(societyOf(home)),
        homeTeam: ref(home._id),
        awayTeam: ref(away._id),
        [TEAM_NAMES_FIELD]: teamNamesOf(String(home.name), String(away.name)),
      }
      if (n % NO_RESULT_EVERY === 0) matches.push({...base, status: 'noResult'})
      else {
        matches.push({...base, status: 'completed'})
        scorecards.set(base._id, played(base._id, squadOf(home._id), squadOf(away._id)))
      }
    }
// The final is scheduled, not yet played (the fixture list has an upcoming match), between the top two
// of the league table, which the scorecards decide.
const teamName = (id: string) => String(teams.find((t) => t._id === id)?.name ?? 'Team')
const side = (m: Doc, field: 'homeTeam' | 'awayTeam') => ({_id: refOf(m[field]), name: teamName(refOf(m[field]))})
const scored = withScorecards({...season, matches: matches.map((m) => ({...m, status: String(m.status), homeTeam: side(m, 'homeTeam'), awayTeam: side(m, 'awayTeam')}))}, scorecards)
const [first, second] = pointsTable(
  teams.map((t) => t._id),
  scored.matches.map(toResultInput).filter((m): m is MatchResultInput => m !== null),
  seasonRules(season),
)
matches.push({
  _id: 'match-final',
  _type: 'match',
  season: ref(SEASON_ID),
  matchNumber: n + 1,
  stage: 'final',
  startsAt: FINAL_AT,
  ground: ref(finalGround._id),
  venueText: FINAL_GROUND,
  homeTeam: ref(first!.team),
  awayTeam: ref(second!.team),
  [TEAM_NAMES_FIELD]: teamNamesOf(teamName(first!.team), teamName(second!.team)),
  status: 'scheduled',
})

// The player of the match: the best figures on the winning side.
for (const m of matches.filter((x) => scorecards.has(x._id))) {
  const best = playerOfTheMatch(scorecards.get(m._id)!, rules)
  if (best) m.playerOfMatch = ref(best)
  // As the scorer's tool links a match it scores (studio/scorer/mark-live.ts).
  m.scorecard = {...ref(`scorecard-${m._id}`), _weak: true}
}

// The season's own key dates (the seed's ids, so they replace the spec's) and label.
const keyDates: Record<string, {date: string; badge: string; desc: string}> = {
  'keyDate-auction': {date: istDay(FIRST_MATCH_DAY - AUCTION_DAYS_BEFORE * DAY), badge: 'TENTATIVE', desc: 'Team owners bid for players from every society.'},
  'keyDate-league-start': {date: istDay(FIRST_MATCH_DAY), badge: 'SEASON START', desc: 'Weekend league matches across Sarjapur grounds.'},
  'keyDate-grand-finale': {date: istDay(Date.parse(FINAL_AT)), badge: 'FINALS', desc: 'The top two teams of the table fight for the trophy, followed by the closing ceremony.'},
}
const seasonDocs = docs.map((doc) => {
  if (doc._id in keyDates) return {...doc, ...keyDates[doc._id]}
  if (doc._type === 'siteSettings') return {...doc, seasonLabel: String(SEASON_YEAR)}
  return doc
})

// Reports of the last few results, newest last; each with two of the Season 1 photos.
const REPORTS = 3
const photos = matchPhotos(docs)
const societyName = (id: string) => String(docs.find((d) => d._id === id)?.name ?? 'the ground')
const playerName = (id: string) => String(players.find((p) => p._id === id)?.name ?? 'a player')
const posts = matches
  .filter((m) => scorecards.has(m._id))
  .slice(-REPORTS)
  .flatMap((match, i) => {
    const post = matchReport({
      match,
      state: deriveMatch(scorecards.get(match._id)!, rules),
      teamName,
      playerName,
      venue: societyName(refOf(match.venueSociety)),
      photos: [photos[(i * 2) % photos.length]!, photos[(i * 2 + 1) % photos.length]!],
      author: REPORT_AUTHORS[i % REPORT_AUTHORS.length]!,
      ...(match.playerOfMatch ? {playerOfMatch: playerName(refOf(match.playerOfMatch))} : {}),
      rules,
    })
    return post ? [post] : []
  })
const scorecardDocs = [...scorecards].map(([matchId, scorecard]) => scorecardDocument(`scorecard-${matchId}`, matchId, scorecard))

const out = [...seasonDocs, ...venues, season, ...players, ...matches, ...scorecardDocs, ...posts].map((d) => JSON.stringify(d)).join('\n') + '\n'
// An output path as the first argument writes there instead (to look at a change before committing it).
const target = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? path.join(ROOT, 'content/demo-season.ndjson')
await writeFile(target, out)
console.log(`${path.relative(ROOT, target)}: ${matches.length} matches (${scorecards.size} scored ball by ball), ${players.length} players, ${posts.length} posts`)

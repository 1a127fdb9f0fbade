// Builds content/demo-season.ndjson: the seed league plus a played season (double round-robin, a
// final between the top two, some no-results, 40 auctioned players, match reports) so the league pages
// can be seen with data. Every date follows from the first match day, and the key dates and the season
// label are the season's own (the seed's are the spec's), so the data never contradicts itself.
// Deterministic: the same seed data always gives the same file. `npm run seed:demo` rewrites it.
// `--around=<YYYY-MM-DD>` moves the season so that, on that day, the league is played and the final is
// four weeks ahead (the e2e season hub's: today); the output path is then the argument without `--`.
import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {ballsToOvers} from '../../web/lib/league/overs'
import {pointsTable, toResultInput, type MatchResultInput, type SeasonMatch} from '../../web/lib/league'
import {matchPhotos, matchReport, REPORT_AUTHORS} from './demo-posts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const DAY = 86_400_000
const AROUND = process.argv.find((arg) => arg.startsWith('--around='))?.slice('--around='.length)
/** The first ball: 3 Oct 2026, 08:00 IST; or seven weeks before the --around day, at 08:00 IST. */
const FIRST_MATCH_DAY = AROUND ? Date.parse(AROUND.slice(0, 10)) - 49 * DAY + 150 * 60_000 : Date.UTC(2026, 9, 3, 2, 30)
/** The final, 19 Dec 18:00 IST in the 2026 season: 77 days and 10 hours after the first ball. */
const FINAL_AT = new Date(FIRST_MATCH_DAY + 77 * DAY + 10 * 3_600_000).toISOString()
const SEASON_YEAR = new Date(FIRST_MATCH_DAY).getUTCFullYear()
const SEASON_ID = `season-${SEASON_YEAR}`
const OVERS = 8
const PLAYERS_PER_TEAM = 10
/** Every how-many-th league match is rained off. */
const NO_RESULT_EVERY = 5
/** The player auction, three weeks before the first ball. */
const AUCTION_DAYS_BEFORE = 21
/** The day an instant falls on in India (IST is UTC+05:30 all year). */
const istDay = (instant: number) => new Date(instant + 330 * 60_000).toISOString().slice(0, 10)
const ROLES = ['batter', 'bowler', 'allRounder', 'wicketKeeper'] as const
const FIRST_NAMES = ['Aarav', 'Vihaan', 'Ishaan', 'Kabir', 'Rohan', 'Arjun', 'Siddharth', 'Nikhil', 'Pranav', 'Yash']
const LAST_NAMES = ['Sharma', 'Patil', 'Iyer', 'Kulkarni', 'Deshmukh', 'Nair', 'Joshi', 'Rao']

type Doc = {_id: string; _type: string; [field: string]: unknown}
const ref = (id: string) => ({_type: 'reference', _ref: id})

let state = 20260110
const rand = (n: number) => {
  state = (state * 1103515245 + 12345) % 2 ** 31
  return state % n
}

function playedMatch() {
  const firstRuns = 55 + rand(60)
  const firstAllOut = rand(4) === 0
  const first = {
    runs: firstRuns,
    wickets: firstAllOut ? 10 : 3 + rand(6),
    overs: firstAllOut ? ballsToOvers(36 + rand(12)) : OVERS,
  }
  const chaseWins = rand(2) === 0
  const second = chaseWins
    ? {runs: firstRuns + 1 + rand(5), wickets: 2 + rand(6), overs: ballsToOvers(30 + rand(17))}
    : {runs: firstRuns - 1 - rand(25), wickets: 10 - rand(4), overs: OVERS}
  if (!chaseWins && second.wickets === 10) second.overs = ballsToOvers(30 + rand(18))
  const homeFirst = rand(2) === 0
  const winnerFirst = !chaseWins
  return {
    status: 'completed',
    battedFirst: homeFirst ? 'home' : 'away',
    home: {_type: 'object', ...(homeFirst ? first : second)},
    away: {_type: 'object', ...(homeFirst ? second : first)},
    winner: winnerFirst === homeFirst ? 'home' : 'away',
  }
}

const seed = (await readFile(path.join(ROOT, 'content/data.ndjson'), 'utf8')).split('\n').filter(Boolean)
const docs = seed.map((line) => JSON.parse(line) as Doc)
const teams = docs.filter((d) => d._type === 'team' && !d.isPlaceholder)
const societyOf = (team: Doc) => (team.society as {_ref: string})._ref

const season: Doc = {
  _id: SEASON_ID,
  _type: 'season',
  name: `OPL ${SEASON_YEAR}`,
  year: SEASON_YEAR,
  overs: OVERS,
  pointsWin: 2,
  pointsTie: 1,
  pointsNoResult: 1,
  isCurrent: true,
}

const players: Doc[] = teams.flatMap((team, t) =>
  Array.from({length: PLAYERS_PER_TEAM}, (_, i) => ({
    _id: `player-${t + 1}-${i + 1}`,
    _type: 'player',
    name: `${FIRST_NAMES[i]} ${LAST_NAMES[(t * 3 + i) % LAST_NAMES.length]}`,
    society: ref(societyOf(team)),
    team: ref(team._id),
    role: ROLES[i % ROLES.length],
    auctionPrice: 500 * (2 + rand(40)),
    boughtBy: ref(team._id),
  })),
)

const matches: Doc[] = []
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
        venueSociety: ref(societyOf(home)),
        homeTeam: ref(home._id),
        awayTeam: ref(away._id),
      }
      if (n % NO_RESULT_EVERY === 0) matches.push({...base, status: 'noResult'})
      else {
        matches.push({...base, ...playedMatch()})
      }
    }
// The final is scheduled, not yet played (the fixture list has an upcoming match), between the top two
// of the league table.
const asInput = (m: Doc) => {
  const side = (id: unknown) => ({_id: (id as {_ref: string})._ref, name: null})
  return toResultInput({...(m as unknown as SeasonMatch), homeTeam: side(m.homeTeam), awayTeam: side(m.awayTeam)})
}
const [first, second] = pointsTable(
  teams.map((t) => t._id),
  matches.map(asInput).filter((m): m is MatchResultInput => m !== null),
  {overs: OVERS, pointsWin: 2, pointsTie: 1, pointsNoResult: 1},
)
matches.push({
  _id: 'match-final',
  _type: 'match',
  season: ref(SEASON_ID),
  matchNumber: n + 1,
  stage: 'final',
  startsAt: FINAL_AT,
  venueText: 'Oxygen Residency main ground',
  homeTeam: ref(first!.team),
  awayTeam: ref(second!.team),
  status: 'scheduled',
})

// The player of the match: one of the winners' squad, in turn.
for (const m of matches.filter((x) => x.status === 'completed')) {
  const winner = ((m.winner === 'home' ? m.homeTeam : m.awayTeam) as {_ref: string})._ref
  const squad = players.filter((p) => (p.team as {_ref: string})._ref === winner)
  m.playerOfMatch = ref(squad[(m.matchNumber as number) % squad.length]!._id)
}

// The season's own key dates (the seed's ids, so they replace the spec's) and label.
const keyDates: Record<string, {date: string; badge: string; desc: string}> = {
  'keyDate-auction': {date: istDay(FIRST_MATCH_DAY - AUCTION_DAYS_BEFORE * DAY), badge: 'SEASON START', desc: 'Team owners bid for players from every society.'},
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
const teamName = (id: string) => String(teams.find((t) => t._id === id)?.name ?? 'Team')
const societyName = (id: string) => String(docs.find((d) => d._id === id)?.name ?? 'the ground')
const posts = matches
  .filter((m) => m.status === 'completed')
  .slice(-REPORTS)
  .flatMap((match, i) => {
    const venue = societyName((match.venueSociety as {_ref: string})._ref)
    const playerOfMatch = String(players.find((p) => p._id === (match.playerOfMatch as {_ref: string} | undefined)?._ref)?.name ?? '')
    const post = matchReport({
      match,
      teamName,
      venue,
      photos: [photos[(i * 2) % photos.length]!, photos[(i * 2 + 1) % photos.length]!],
      author: REPORT_AUTHORS[i % REPORT_AUTHORS.length]!,
      playerOfMatch: playerOfMatch || undefined,
    })
    return post ? [post] : []
  })

const out = [...seasonDocs, season, ...players, ...matches, ...posts].map((d) => JSON.stringify(d)).join('\n') + '\n'
// An output path as the first argument writes there instead (to look at a change before committing it).
const target = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? path.join(ROOT, 'content/demo-season.ndjson')
await writeFile(target, out)
console.log(`${path.relative(ROOT, target)}: ${matches.length} matches, ${players.length} players, ${posts.length} posts`)

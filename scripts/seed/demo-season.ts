// Builds content/demo-season.ndjson: the seed league plus a played season (double round-robin, a
// final, some no-results, 40 auctioned players) so the league pages can be seen with data.
// Deterministic: the same seed data always gives the same file. `npm run seed:demo` rewrites it.
import {readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {ballsToOvers} from '../../web/lib/league/overs'
import {matchPhotos, matchReport, REPORT_AUTHORS} from './demo-posts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SEASON_ID = 'season-2026'
const OVERS = 8
const PLAYERS_PER_TEAM = 10
/** Every how-many-th league match is rained off. */
const NO_RESULT_EVERY = 5
const FIRST_MATCH_DAY = Date.UTC(2026, 9, 3, 2, 30) // 3 Oct 2026, 08:00 IST
const FINAL_AT = '2026-12-19T12:30:00.000Z' // 19 Dec 2026, 18:00 IST
const DAY = 86_400_000
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
  name: 'OPL 2026',
  year: 2026,
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
// The final is scheduled, not yet played, so the fixture list has an upcoming match.
matches.push({
  _id: 'match-final',
  _type: 'match',
  season: ref(SEASON_ID),
  matchNumber: n + 1,
  stage: 'final',
  startsAt: FINAL_AT,
  venueText: 'Oxygen Residency main ground',
  homeTeam: ref(teams[0]!._id),
  awayTeam: ref(teams[1]!._id),
  status: 'scheduled',
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
    const post = matchReport({match, teamName, venue, photos: [photos[(i * 2) % photos.length]!, photos[(i * 2 + 1) % photos.length]!], author: REPORT_AUTHORS[i % REPORT_AUTHORS.length]!})
    return post ? [post] : []
  })

const out = [...seed, ...[season, ...players, ...matches, ...posts].map((d) => JSON.stringify(d))].join('\n') + '\n'
await writeFile(path.join(ROOT, 'content/demo-season.ndjson'), out)
console.log(`content/demo-season.ndjson: ${matches.length} matches, ${players.length} players, ${posts.length} posts`)

// Checks a dataset's matches with the same rules as the Studio form: two different teams, possible
// scores within the season's overs, a winner that played. The schema rules run too; these give the
// dataset validator a problem per match even when the form's async rules are not run.
import {cmsDate, cmsDateTime} from '../../league/fields/field-formats'
import {DECIDED_STATUSES, DEFAULT_OVERS, DEFAULT_RULES, pointsTable, toResultInput, withScorecards, type MatchResultInput, type SeasonMatch} from '../../league'
import type {Scorecard} from '../../league/scorecard/types'
import {matchProblems, type MatchRecord} from '../../league/match-rules'
import type {DatasetDocument, Problem} from './dataset-checks'
import {TEAM_NAMES_FIELD, teamNamesOf} from '../../schemas/match-search'

/** The matches' own problems; a match with a scorecard of deliveries (`scorecards`, by match id) needs no typed score. */
export function checkMatches(docs: DatasetDocument[], scorecards: ReadonlyMap<string, Scorecard> = new Map()): Problem[] {
  const seasonOvers = new Map(
    docs.filter((d) => d._type === 'season').map((d) => [d._id, typeof d.overs === 'number' ? d.overs : undefined]),
  )
  const numbered = new Map<string, string>()
  const problems = docs
    .filter((d) => d._type === 'match')
    .flatMap((doc) => {
      const season = (doc.season as {_ref?: string} | undefined)?._ref
      const scored = scorecards.get(doc._id)?.innings.some((i) => i.deliveries.length > 0) ?? false
      const own = matchProblems(doc as MatchRecord, season ? seasonOvers.get(season) : undefined, scored)
      const key = `${season}/${String(doc.matchNumber)}`
      if (season && doc.matchNumber != null && numbered.has(key)) own.push(`Match ${String(doc.matchNumber)} of this season is also ${numbered.get(key)}.`)
      else numbered.set(key, doc._id)
      return own.map((message) => ({id: doc._id, path: 'match', message}))
    })
  const current = docs.filter((d) => d._type === 'season' && d.isCurrent === true)
  for (const season of current.slice(1)) problems.push({id: season._id, path: 'isCurrent', message: `Only one season can be current; ${current[0]!._id} is too.`})
  return problems
}

/** Each match's plain-text team names (what the Studio's search finds it by) are its teams' names as they
 * are now: a copy left behind by a team change or rename would hide the match from that search. */
export function checkTeamNames(docs: DatasetDocument[]): Problem[] {
  const names = new Map(docs.filter((d) => d._type === 'team').map((d) => [d._id, typeof d.name === 'string' ? d.name : undefined]))
  return docs
    .filter((d) => d._type === 'match')
    .flatMap((doc) => {
      const expected = teamNamesOf(names.get(refOf(doc.homeTeam) ?? ''), names.get(refOf(doc.awayTeam) ?? ''))
      const stored = doc[TEAM_NAMES_FIELD]
      if (stored === expected) return []
      const want = expected ? `"${expected}", the names of its teams` : 'empty: the match has no team with a name'
      return [{id: doc._id, path: TEAM_NAMES_FIELD, message: `is ${stored === undefined ? 'missing' : JSON.stringify(stored)}; it must be ${want} (npm run seed:demo writes it)`}]
    })
}

/** How long before its first fixture a season's key dates may start (the auction, registration). */
export const KEY_DATE_LEAD_DAYS = 120
const DAY_MS = 86_400_000
/** The day an instant falls on in India (IST is UTC+05:30 all year), as key dates are written. */
const istDay = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10)
export const refOf = (value: unknown) => (value as {_ref?: string} | undefined)?._ref

/** The season the site shows: the one marked current, else the latest year. */
function currentSeason(docs: DatasetDocument[]): DatasetDocument | undefined {
  const seasons = docs.filter((d) => d._type === 'season')
  return seasons.find((s) => s.isCurrent === true) ?? [...seasons].sort((a, b) => Number(b.year) - Number(a.year))[0]
}

/**
 * Checks across a season's matches and the key dates: once every league match has a result, a final is
 * played by the top two of the table; and the key dates lie within the shown season (from
 * KEY_DATE_LEAD_DAYS before its first fixture to its last), the FINALS date on the final's day.
 */
export function checkSeason(docs: DatasetDocument[], scorecards: ReadonlyMap<string, Scorecard> = new Map()): Problem[] {
  const season = currentSeason(docs)
  if (!season) return []
  // A time that does not parse is reported as such (dataset-checks.ts); the season is checked without it.
  const matches = docs.filter((d) => d._type === 'match' && refOf(d.season) === season._id && cmsDateTime.safeParse(d.startsAt).success)
  if (matches.length === 0) return []
  const problems: Problem[] = []
  const league = matches.filter((m) => (m.stage ?? 'league') === 'league')
  const final = matches.find((m) => m.stage === 'final')
  if (final && league.length > 0 && league.every((m) => DECIDED_STATUSES.has(String(m.status)))) {
    const stored = league.map((m) => ({...(m as unknown as SeasonMatch), _id: m._id, homeTeam: {_id: refOf(m.homeTeam) ?? '', name: null}, awayTeam: {_id: refOf(m.awayTeam) ?? '', name: null}}))
    const rules = {overs: Number(season.overs) || DEFAULT_OVERS, ...DEFAULT_RULES, ...pickRules(season)}
    const inputs = withScorecards({...rules, ...pickScoring(season), matches: stored}, scorecards).matches.map(toResultInput)
    const teams = [...new Set(league.flatMap((m) => [refOf(m.homeTeam), refOf(m.awayTeam)]).filter((t): t is string => Boolean(t)))]
    const topTwo = pointsTable(teams, inputs.filter((m): m is MatchResultInput => m !== null), rules).slice(0, 2).map((r) => r.team)
    const finalists = [refOf(final.homeTeam), refOf(final.awayTeam)]
    if (!topTwo.every((team) => finalists.includes(team))) {
      problems.push({id: final._id, path: 'homeTeam', message: `the final must be played by the top two of the complete table (${topTwo.join(' and ')})`})
    }
  }
  const days = matches.map((m) => istDay(String(m.startsAt))).sort()
  const earliest = istDay(new Date(Date.parse(`${days[0]}T00:00:00Z`) - KEY_DATE_LEAD_DAYS * DAY_MS).toISOString())
  const last = days.at(-1)!
  for (const keyDate of docs.filter((d) => d._type === 'keyDate' && cmsDate.safeParse(d.date).success)) {
    const date = String(keyDate.date)
    if (date < earliest || date > last) {
      problems.push({id: keyDate._id, path: 'date', message: `${date} is outside the season ${String(season.name ?? season.year)} (${earliest} to ${last})`})
    } else if (keyDate.badge === 'FINALS' && final && date !== istDay(String(final.startsAt))) {
      problems.push({id: keyDate._id, path: 'date', message: `the FINALS date must be the final's day, ${istDay(String(final.startsAt))}`})
    }
  }
  return problems
}

function pickRules(season: DatasetDocument) {
  const rules: Partial<typeof DEFAULT_RULES> = {}
  for (const key of ['pointsWin', 'pointsTie', 'pointsNoResult'] as const) if (typeof season[key] === 'number') rules[key] = season[key]
  return rules
}

function pickScoring(season: DatasetDocument) {
  const fields: {ballsPerOver?: number; oversPerBowler?: number; playersPerSide?: number} = {}
  for (const key of ['ballsPerOver', 'oversPerBowler', 'playersPerSide'] as const) if (typeof season[key] === 'number') fields[key] = season[key]
  return fields
}

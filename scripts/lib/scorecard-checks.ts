// Checks a dataset's ball-by-ball scorecards: each is for a match of the dataset (which links to it), one a
// match, its players are in the two squads, and every ball is one the scorer's engine records as it stands
// (each innings started by a side of the match, no ball the engine refuses — an 11th wicket, a 7th legal
// ball, a bowler twice running or past the quota, a batter who is out — and runs that add up). Each problem
// names the scorecard and the field, down to the delivery.
import type {MatchScorecardQueryResult} from '../../web/lib/content/sanity.types'
import {toMatchScorecard} from '../../web/lib/content/scorecards'
import {MAX_DELIVERIES_PER_INNINGS, MAX_INNINGS, readDelivery, recordBall, scoringRules, scoringState, startInnings, type Ball, type MatchOptions, type Tap} from '../../league/scorecard'
import type {Delivery, Scorecard} from '../../league/scorecard/types'
import {scorecardRow} from '../seed/scorecard-doc'
import {formatPath, type DatasetDocument, type Problem} from './dataset-checks'

const refOf = (value: unknown) => (value as {_ref?: unknown} | undefined)?._ref
const isDraft = (doc: DatasetDocument) => doc._id.startsWith('drafts.') || doc._id.startsWith('versions.')
const keyAt = (list: unknown, index: number): string | number => {
  const key = (Array.isArray(list) ? (list[index] as {_key?: unknown} | undefined)?._key : undefined)
  return typeof key === 'string' ? key : index
}
const segment = (key: string | number) => (typeof key === 'string' ? {_key: key} : key)

/** What the scorer tapped to make this delivery. */
function ballOf(d: Delivery): Ball {
  const extra = (kind: keyof NonNullable<Delivery['extras']>) => d.extras?.[kind] ?? 0
  const tap: Tap = extra('wides')
    ? {type: 'wide', runs: extra('wides') - 1}
    : extra('noballs')
      ? {type: 'noball', runs: d.runs.batter, ...(extra('byes') && {byes: extra('byes')}), ...(extra('legbyes') && {legbyes: extra('legbyes')})}
      : extra('byes')
        ? {type: 'bye', runs: extra('byes')}
        : extra('legbyes')
          ? {type: 'legbye', runs: extra('legbyes')}
          : {type: 'runs', runs: d.runs.batter}
  const wicket = d.wickets?.[0]
  return {tap, striker: d.batter, nonStriker: d.non_striker, bowler: d.bowler, ...(wicket && {wicket})}
}

type Row = NonNullable<MatchScorecardQueryResult>
type RowDelivery = Row['innings'][number]['deliveries'][number]

/** Why the stored delivery is not the one its tap records (runs that do not add up, two wickets, penalty runs), or null. */
function ballMismatch(raw: RowDelivery, read: Delivery, recorded: Delivery): string | null {
  const [batter, extras, total] = [raw.runs?.batter ?? 0, raw.runs?.extras ?? 0, raw.runs?.total ?? 0]
  if (batter !== read.runs.batter) return `its runs off the bat (${String(raw.runs?.batter)}) are not a count of runs`
  if (extras !== read.runs.extras) return `its extras (${extras}) are not the sum of its wides, no-balls, byes, leg-byes and penalty (${read.runs.extras})`
  if (total !== batter + extras) return `its total (${total}) is not its runs off the bat (${batter}) plus extras (${extras})`
  if (read.extras?.penalty) return 'penalty runs are not scored on a delivery in the scorer\'s tool'
  if ((read.wickets?.length ?? 0) > 1) return 'a delivery takes one wicket at most'
  if (JSON.stringify(recorded) !== JSON.stringify(read)) return `the scorer's tool records that ball as ${JSON.stringify(recorded)}`
  return null
}

type Context = {doc: DatasetDocument; row: Row; homeTeam: string; awayTeam: string; squads: Record<string, string[]>; season?: DatasetDocument}

/** Replays the stored balls through the engine, one by one; the first one it refuses is reported. */
function replay({doc, row, homeTeam, awayTeam, squads, season}: Context): Problem[] {
  const rules = scoringRules(season as never)
  const opts: MatchOptions = {teams: [homeTeam, awayTeam], ...(squads[homeTeam]!.length && squads[awayTeam]!.length ? {squads} : {})}
  const rawInnings = doc.innings
  let card: Scorecard = {innings: []}
  for (const [i, innings] of row.innings.entries()) {
    const at = ['innings', segment(keyAt(rawInnings, i))]
    const started = innings.team ? startInnings(card, rules, innings.team, opts) : {ok: false as const, reason: 'choose the batting side'}
    if (!started.ok) return [{id: doc._id, path: formatPath([...at, 'team']), message: started.reason}]
    card = started.scorecard
    const rawDeliveries = (Array.isArray(rawInnings) ? (rawInnings[i] as {deliveries?: unknown} | undefined) : undefined)?.deliveries
    for (const [j, raw] of innings.deliveries.entries()) {
      const state = scoringState(card, rules, opts)
      const where = `ball ${state.over}.${state.ballInOver + 1} of innings ${i + 1}`
      const path = formatPath([...at, 'deliveries', segment(keyAt(rawDeliveries, j))])
      const delivery = readDelivery(raw)
      if (!delivery) return [{id: doc._id, path, message: `${where}: a delivery needs its batter, non-striker and bowler`}]
      const recorded = recordBall(card, rules, ballOf(delivery), opts)
      if (!recorded.ok) return [{id: doc._id, path, message: `${where}: ${recorded.reason}`}]
      const wrong = ballMismatch(raw, delivery, recorded.delivery)
      if (wrong) return [{id: doc._id, path, message: `${where}: ${wrong}`}]
      card = recorded.scorecard
    }
  }
  return []
}

/** Players named by the deliveries who are in neither squad, with where each is first named. */
function strangers({doc, row, squads}: Context): Problem[] {
  const known = new Set(Object.values(squads).flat())
  const seen = new Set<string>()
  const problems: Problem[] = []
  row.innings.forEach((innings, i) =>
    innings.deliveries.forEach((d, j) => {
      const wickets = (d.wickets ?? []).flatMap((w): [string, string | null][] => [['player_out', w.player_out], ...(w.fielders ?? []).map((f): [string, string | null] => ['fielders', f])])
      const named: [string, string | null][] = [['batter', d.batter], ['non_striker', d.non_striker], ['bowler', d.bowler], ...wickets]
      for (const [field, player] of named) {
        if (!player || known.has(player) || seen.has(player)) continue
        seen.add(player)
        const raw = doc.innings as {deliveries?: unknown}[] | undefined
        const path = formatPath(['innings', segment(keyAt(raw, i)), 'deliveries', segment(keyAt(raw?.[i]?.deliveries, j)), field])
        problems.push({id: doc._id, path, message: `player "${player}" is in neither team's squad`})
      }
    }),
  )
  return problems
}

/** Every scorecard's problems; and, for the league checks, each match's scorecard (the first of a match). */
export async function checkScorecards(docs: DatasetDocument[]): Promise<{problems: Problem[]; byMatch: Map<string, Scorecard>}> {
  const byId = new Map(docs.filter((d) => !isDraft(d)).map((d) => [d._id, d]))
  const squadOf = (team: string) => docs.filter((d) => d._type === 'player' && !isDraft(d) && refOf(d.team) === team).map((d) => d._id)
  const problems: Problem[] = []
  const byMatch = new Map<string, Scorecard>()
  const owner = new Map<string, string>()
  for (const doc of docs.filter((d) => d._type === 'scorecard' && !isDraft(d))) {
    const matchId = refOf(doc.match)
    const match = typeof matchId === 'string' ? byId.get(matchId) : undefined
    if (!match || match._type !== 'match') {
      problems.push({id: doc._id, path: 'match', message: `"${String(matchId ?? '')}" is not a match of the dataset`})
      continue
    }
    if (owner.has(match._id)) {
      problems.push({id: doc._id, path: 'match', message: `${match._id} already has a scorecard (${owner.get(match._id)}): a match has one`})
      continue
    }
    owner.set(match._id, doc._id)
    const row = await scorecardRow(doc)
    const [homeTeam, awayTeam] = [refOf(match.homeTeam), refOf(match.awayTeam)]
    if (!row || typeof homeTeam !== 'string' || typeof awayTeam !== 'string') continue
    const scorecard = toMatchScorecard(row).scorecard
    byMatch.set(match._id, scorecard)
    const season = byId.get(String(refOf(match.season)))
    const context = {doc, row, homeTeam, awayTeam, squads: {[homeTeam]: squadOf(homeTeam), [awayTeam]: squadOf(awayTeam)}, ...(season && {season})}
    const toss = scorecard.toss?.winner
    if (toss && toss !== homeTeam && toss !== awayTeam) problems.push({id: doc._id, path: 'toss.winner', message: `the toss was won by a team not playing ${match._id}`})
    problems.push(...strangers(context), ...replay(context))
  }
  // A match's link to its scorecard (set by the scorer's tool, for the Studio's lists) names that scorecard.
  for (const match of docs.filter((d) => d._type === 'match' && !isDraft(d) && refOf(d.scorecard) !== undefined)) {
    const linked = refOf(match.scorecard)
    if (linked !== owner.get(match._id)) {
      problems.push({id: match._id, path: 'scorecard', message: `"${String(linked)}" is not this match's scorecard${owner.has(match._id) ? ` (${owner.get(match._id)} is)` : ''}`})
    }
  }
  return {problems, byMatch}
}

/** Scorecards with more innings, or an innings with more deliveries, than the Studio takes: one problem
 * each, and their ids, to be left out of every other check. */
export function oversizedScorecards(docs: readonly DatasetDocument[]): {ids: Set<string>; problems: Problem[]} {
  const ids = new Set<string>()
  const problems: Problem[] = []
  for (const doc of docs) {
    if (doc._type !== 'scorecard' || !Array.isArray(doc.innings)) continue
    const innings = doc.innings as {deliveries?: unknown}[]
    const over = (message: string, path: string) => {
      ids.add(doc._id)
      problems.push({id: doc._id, path, message: `${message}; its balls are not checked until it is within that`})
    }
    if (innings.length > MAX_INNINGS) over(`${innings.length} innings: a scorecard holds at most ${MAX_INNINGS}`, 'innings')
    innings.forEach((inn, i) => {
      const count = Array.isArray(inn?.deliveries) ? inn.deliveries.length : 0
      const at = formatPath(['innings', segment(keyAt(innings, i)), 'deliveries'])
      if (count > MAX_DELIVERIES_PER_INNINGS) over(`${count.toLocaleString('en')} deliveries: an innings holds at most ${MAX_DELIVERIES_PER_INNINGS.toLocaleString('en')}`, at)
    })
  }
  return {ids, problems}
}

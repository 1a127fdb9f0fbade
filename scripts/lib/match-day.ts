// What `npm run demo:match-day` does to a dataset file: finds the current season's next fixture, then
// plays it ball by ball (scripts/seed/demo-play.ts, seeded by the match so a rerun plays the same game and
// picks up where an interrupted one stopped) as the scorer's tool would — the match set live, the toss,
// each delivery appended to its scorecard as one Sanity mutation, the match completed with its player of
// the match. Writes go through the local Content Lake's document store: atomic, other lines untouched.
import type {Mut} from '@sanity/mutator'
import {DocumentStore} from '../content-lake/store'
import {scoringRules, type SeasonData} from '../../league'
import type {Scorecard, ScoringRules} from '../../league/scorecard/types'
import {playMatch, type Squad} from '../seed/demo-play'
import {seededRandom, seedOf} from '../seed/demo-rng'
import {deliveryItem, deliveryKey, inningsItem, inningsKey, readScorecard, scorecardDocument} from '../seed/scorecard-doc'
import {playerOfTheMatch} from '../seed/demo-figures'

type Doc = {_id: string; _type: string; [field: string]: unknown}

const refOf = (value: unknown) => (value as {_ref?: unknown} | undefined)?._ref
const ref = (id: string) => ({_type: 'reference', _ref: id})
const isPublished = (doc: Doc) => !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.')

export type Fixture = {season: Doc; match: Doc; home: Squad; away: Squad; rules: ScoringRules; scorecard: Doc | undefined}

/** The season the site shows (marked current, else the latest year), as leagueSeasonQuery picks it. */
function currentSeason(docs: readonly Doc[]): Doc | undefined {
  const seasons = docs.filter((d) => d._type === 'season' && isPublished(d))
  return [...seasons].sort((a, b) => Number(b.isCurrent === true) - Number(a.isCurrent === true) || Number(b.year) - Number(a.year))[0]
}

const squadOf = (docs: readonly Doc[], team: string): Squad => ({
  team,
  players: docs.filter((d) => d._type === 'player' && isPublished(d) && refOf(d.team) === team).map((p) => ({id: p._id, role: String(p.role ?? 'allRounder')})),
})

/** The season's next fixture still to be played (a live one first), with both squads; or why there is none. */
export function nextFixture(docs: readonly Doc[]): Fixture | string {
  const season = currentSeason(docs)
  if (!season) return 'it has no season'
  const matches = docs
    .filter((d) => d._type === 'match' && isPublished(d) && refOf(d.season) === season._id && (d.status === 'live' || d.status === 'scheduled' || d.status === undefined))
    .sort((a, b) => Number(b.status === 'live') - Number(a.status === 'live') || String(a.startsAt ?? '').localeCompare(String(b.startsAt ?? '')))
  const rules = scoringRules(season as unknown as SeasonData)
  for (const match of matches) {
    const [homeId, awayId] = [refOf(match.homeTeam), refOf(match.awayTeam)]
    if (typeof homeId !== 'string' || typeof awayId !== 'string') continue
    const [home, away] = [squadOf(docs, homeId), squadOf(docs, awayId)]
    if (home.players.length < 2 || away.players.length < 2) continue
    const scorecard = docs.find((d) => d._type === 'scorecard' && isPublished(d) && refOf(d.match) === match._id)
    return {season, match, home, away, rules, scorecard}
  }
  return `season ${String(season.name ?? season._id)} has no match left to play with two squads`
}

const sameBall = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export type PlayOptions = {
  /** Waits between two balls (the CLI sleeps `--every` seconds). */
  pause: () => Promise<void>
  /** Told of each step: the toss, each ball (with the scorecard so far), the end. */
  onStep?: (step: {kind: 'toss' | 'ball' | 'end'; scorecard: Scorecard; playerOfMatch?: string | null}) => void
  /** Stops before the next ball when it returns true (Ctrl-C). */
  stopped?: () => boolean
}

/**
 * Plays the fixture into the dataset file. Balls already in its scorecard (from an interrupted run of the
 * same game) are kept and play resumes after them; a scorecard holding another game is left alone.
 */
export async function playFixture(file: string, fixture: Fixture, {pause, onStep, stopped = () => false}: PlayOptions): Promise<'completed' | 'stopped'> {
  const store = new DocumentStore(file)
  const {match, home, away, rules} = fixture
  const id = fixture.scorecard?._id ?? `scorecard-${match._id}`
  const done = fixture.scorecard ? (await readScorecard(fixture.scorecard))?.scorecard : undefined
  const kept = done?.innings.flatMap((innings, inning) => innings.deliveries.map((delivery) => ({inning, delivery}))) ?? []
  const resuming = kept.length > 0
  let next = -1 // the toss, then each ball in the order bowled
  let last: Scorecard | undefined
  let writes = 0
  // Each ball is appended only to the scorecard as this run left it (Sanity's ifRevisionID): a scorer or
  // another run changing it meanwhile stops this one instead of interleaving balls.
  const revisionOf = (doc: Record<string, unknown> | null | undefined) => (typeof doc?._rev === 'string' ? doc._rev : undefined)
  let rev = revisionOf(await store.get(id))
  for (const scorecard of playMatch({home, away, rules, rng: seededRandom(seedOf(match._id))})) {
    last = scorecard
    const inning = scorecard.innings.length - 1
    const delivery = scorecard.innings[inning]?.deliveries.at(-1)
    const k = next++
    if (resuming && k < kept.length) {
      const same = k < 0 ? sameBall(done?.toss, scorecard.toss) : kept[k]!.inning === inning && sameBall(kept[k]!.delivery, delivery)
      if (!same) throw new Error(`${id} already holds balls of another game: it is left as it is`)
      continue
    }
    if (stopped()) return 'stopped'
    const first = writes++ === 0
    if (!first) await pause()
    const ball = scorecard.innings[inning]?.deliveries.length ?? 0
    const insert = () =>
      ball === 1
        ? {after: 'innings[-1]', items: [inningsItem(scorecard.innings[inning]!, inning)]}
        : {after: `innings[_key=="${inningsKey(inning)}"].deliveries[-1]`, items: [deliveryItem(delivery!, deliveryKey(ball - 1))]}
    const mutation: Mut = k < 0 ? ({createOrReplace: scorecardDocument(id, match._id, scorecard)} as Mut) : {patch: {id, ...(rev ? {ifRevisionID: rev} : {}), insert: insert()}}
    // The match goes live with this run's first write.
    const written = await store.commit(first ? [{patch: {id: match._id, set: {status: 'live'}}}, mutation] : [mutation]).catch((error: unknown) => {
      throw new Error(`${id} was changed by someone else while this match was played (${(error as Error).message}): stopped`)
    })
    rev = revisionOf(written.changes.find((change) => change.id === id)?.after) ?? rev
    onStep?.({kind: k < 0 ? 'toss' : 'ball', scorecard})
  }
  if (!last) throw new Error('the match produced no scorecard')
  const best = playerOfTheMatch(last, rules)
  await store.commit([{patch: {id: match._id, set: {status: 'completed', ...(best && {playerOfMatch: ref(best)})}}}])
  onStep?.({kind: 'end', scorecard: last, playerOfMatch: best})
  return 'completed'
}

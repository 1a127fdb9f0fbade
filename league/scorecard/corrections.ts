// Correcting a ball already recorded: the ball is replaced (or deleted) and every later ball of the match
// is recorded again through the engine, its strike and state derived afresh. A later ball the change would
// make impossible refuses the whole correction, with a sentence naming that ball as the list writes it.
import {isLegal} from './deliveries'
import {splitOvers} from './derive'
import {howOutText} from './how-out'
import type {MatchOptions} from './match'
import {recordBall, startInnings, type Ball, type Refusal, type Tap, type WicketTap} from './scoring'
import {scoringState, type ScoringState} from './scoring-state'
import type {Delivery, Scorecard, ScoringRules} from './types'

/** Where a ball is: the innings (index in the scorecard) and its place among that innings' deliveries. */
export interface BallAt {
  innings: number
  index: number
}

/** One ball as the corrections list shows it: "6.3" and "Sharma to Joshi: FOUR". */
export interface BallEntry extends BallAt {
  number: string
  text: string
  delivery: Delivery
}

/** A delivery of the stored scorecard that a correction rewrites (`delivery`) or removes (null). */
export interface BallChange extends BallAt {
  delivery: Delivery | null
}

export type Corrected = {ok: true; scorecard: Scorecard; state: ScoringState; changes: BallChange[]}

const refuse = (reason: string): Refusal => ({ok: false, reason})
const INNINGS_NAMES = ['first', 'second']

/** Each delivery's number as cricket writes it: overs completed, then the legal ball it is or precedes. */
export function ballNumbers(deliveries: readonly Delivery[], ballsPerOver: number): string[] {
  return splitOvers(deliveries, ballsPerOver).flatMap((over, o) => {
    let legal = 0
    return over.map((d) => {
      const number = `${o}.${legal + 1}`
      if (isLegal(d)) legal++
      return number
    })
  })
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** What happened on a ball, as commentary writes it: "FOUR", "1 run", "2 wides", "W c Kumar b Sharma". */
export function outcomeText(d: Delivery, opts: MatchOptions = {}): string {
  const name = opts.name ?? String
  const {wides = 0, noballs = 0, byes = 0, legbyes = 0, penalty = 0} = d.extras ?? {}
  const bat = d.runs.batter
  const runs = bat === 4 ? 'FOUR' : bat === 6 ? 'SIX' : bat ? count(bat, 'run') : ''
  const parts: string[] = []
  if (wides) parts.push(wides === 1 ? 'wide' : `${wides} wides`)
  if (noballs) parts.push('no-ball')
  if (runs) parts.push(runs)
  if (byes) parts.push(count(byes, 'bye'))
  if (legbyes) parts.push(count(legbyes, 'leg-bye'))
  if (penalty) parts.push(`${penalty} penalty runs`)
  const wickets = (d.wickets ?? []).map((w) => {
    const how = howOutText(w, d.bowler, opts)
    const who = w.player_out === d.batter && !w.kind.startsWith('retired') ? '' : `${name(w.player_out)} `
    return w.kind.startsWith('retired') ? `${who}${how}` : `W ${who}${how}`
  })
  return [...wickets, parts.join(' + ') || (wickets.length ? '' : 'no run')].filter(Boolean).join(', ')
}

/** The innings' balls by over, as the corrections list shows them. */
export function ballEntries(scorecard: Scorecard, inningsIndex: number, rules: ScoringRules, opts: MatchOptions = {}): BallEntry[] {
  const name = opts.name ?? String
  const deliveries = scorecard.innings[inningsIndex]?.deliveries ?? []
  const numbers = ballNumbers(deliveries, rules.ballsPerOver)
  return deliveries.map((delivery, index) => ({
    innings: inningsIndex,
    index,
    number: numbers[index]!,
    text: `${name(delivery.bowler)} to ${name(delivery.batter)}: ${outcomeText(delivery, opts)}`,
    delivery,
  }))
}

/** The tap that records a delivery as it stands (its runs and extras), for the keypad and for replaying it. */
export function tapOf(d: Delivery): Tap {
  const {wides = 0, noballs = 0, byes = 0, legbyes = 0} = d.extras ?? {}
  if (wides) return {type: 'wide', runs: wides - 1}
  if (noballs) return {type: 'noball', ...(d.runs.batter ? {runs: d.runs.batter} : {}), ...(byes ? {byes} : {}), ...(legbyes ? {legbyes} : {})}
  if (byes) return {type: 'bye', runs: byes}
  if (legbyes) return {type: 'legbye', runs: legbyes}
  return {type: 'runs', runs: d.runs.batter}
}

/** A stored delivery as the ball the engine records: its tap, first wicket, players and penalty. */
export function ballOf(d: Delivery): Ball {
  const w = d.wickets?.[0]
  const wicket: WicketTap | undefined = w && {kind: w.kind, player_out: w.player_out, ...(w.fielders ? {fielders: w.fielders} : {})}
  const penalty = d.extras?.penalty
  return {tap: tapOf(d), striker: d.batter, nonStriker: d.non_striker, bowler: d.bowler, ...(wicket ? {wicket} : {}), ...(penalty ? {penalty} : {})}
}

/**
 * Replaces the ball at `at` with `ball` (or deletes it when `ball` is null) and records every later ball
 * again: who is on strike is derived anew (a single made a four keeps the batter on strike), the bowler and
 * what happened on each ball are kept. Refuses with the engine's sentence when the corrected ball itself
 * cannot be, and with a sentence naming the first later ball that could no longer be. `changes` lists the
 * stored deliveries to rewrite or remove, by their place before the correction.
 */
export function correctBall(scorecard: Scorecard, rules: ScoringRules, at: BallAt, ball: Ball | null, opts: MatchOptions = {}): Corrected | Refusal {
  const record = scorecard.innings[at.innings]
  const original = record?.deliveries[at.index]
  if (!record || !original) return refuse('That ball is not in the scorecard.')
  let card: Scorecard = {...scorecard, innings: [...scorecard.innings.slice(0, at.innings), {...record, deliveries: record.deliveries.slice(0, at.index)}]}
  const changes: BallChange[] = []
  if (ball) {
    const {tap: _tap, wicket: _wicket, ...players} = ballOf(original)
    const res = recordBall(card, rules, {...players, ...ball}, opts)
    if (!res.ok) return res
    card = res.scorecard
    if (!sameDelivery(res.delivery, original)) changes.push({...at, delivery: res.delivery})
  } else changes.push({...at, delivery: null})

  for (let k = at.innings; k < scorecard.innings.length; k++) {
    const innings = scorecard.innings[k]!
    if (k > at.innings) {
      const started = startInnings(card, rules, innings.team, opts)
      if (!started.ok) return refuse(`The ${INNINGS_NAMES[k] ?? 'next'} innings could not have started after this change: ${started.reason}`)
      card = {...started.scorecard, innings: [...card.innings, {...innings, deliveries: []}]}
    }
    const numbers = ballNumbers(innings.deliveries, rules.ballsPerOver)
    const overStarts = new Set(numbers.map((n, i) => (n.endsWith('.1') && numbers[i - 1] !== n ? i : -1)))
    for (let i = k === at.innings ? at.index + 1 : 0; i < innings.deliveries.length; i++) {
      const d = innings.deliveries[i]!
      const state = scoringState(card, rules, opts)
      const named = (reason: string) =>
        refuse(`Ball ${numbers[i]}${k === at.innings ? '' : ` of the ${INNINGS_NAMES[k] ?? 'next'} innings`} (${ballEntry(d, opts)}) could not have happened after this change: ${reason}`)
      if (state.bowler && state.bowler !== d.bowler && overStarts.has(i))
        return named(`over ${state.over + 1} would still have ${count(rules.ballsPerOver - state.ballInOver, 'ball')} for ${(opts.name ?? String)(state.bowler)} to bowl.`)
      const res = recordBall(card, rules, {...ballOf(d), ...crease(state, d, innings.deliveries[i - 1])}, opts)
      if (!res.ok) return named(res.reason)
      const delivery = d.wickets && d.wickets.length > 1 ? {...res.delivery, wickets: [...(res.delivery.wickets ?? []), ...d.wickets.slice(1)]} : res.delivery
      card = {...res.scorecard, innings: res.scorecard.innings.map((inn, j) => (j === k ? {...inn, deliveries: [...inn.deliveries.slice(0, -1), delivery]} : inn))}
      if (!sameDelivery(delivery, d)) changes.push({innings: k, index: i, delivery})
    }
  }
  return {ok: true, scorecard: card, state: scoringState(card, rules, opts), changes}
}

/** "Sharma to Joshi: FOUR", for a refusal that names a ball. */
const ballEntry = (d: Delivery, opts: MatchOptions) => `${(opts.name ?? String)(d.bowler)} to ${(opts.name ?? String)(d.batter)}: ${outcomeText(d, opts)}`

/**
 * Who faces a later ball once the balls before it changed: the ends as the engine now derives them, a new
 * batter's end filled by the newcomer the record names; right after a run out the record's order stands
 * (the scorer said then at which end the survivor was).
 */
function crease(state: ScoringState, d: Delivery, before: Delivery | undefined): Pick<Ball, 'striker' | 'nonStriker'> {
  const pair = [d.batter, d.non_striker]
  const ranOut = before?.wickets?.some((w) => w.kind === 'run out')
  if (ranOut && [state.striker, state.nonStriker].every((p) => p === null || pair.includes(p))) return {striker: d.batter, nonStriker: d.non_striker}
  const newcomers = pair.filter((p) => p !== state.striker && p !== state.nonStriker)
  return {striker: state.striker ?? newcomers.shift(), nonStriker: state.nonStriker ?? newcomers.shift()}
}

function sameDelivery(a: Delivery, b: Delivery): boolean {
  const plain = (d: Delivery) =>
    JSON.stringify([d.batter, d.non_striker, d.bowler, d.runs, d.extras ?? {}, (d.wickets ?? []).map((w) => [w.kind, w.player_out, w.fielders ?? []])])
  return plain(a) === plain(b)
}

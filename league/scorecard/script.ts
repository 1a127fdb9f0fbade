// Innings scripted to exact totals: ball-by-ball data that agrees with a result already published (runs,
// wickets, overs), every ball recorded through the scorer's engine so it is one a scorer could have entered.
import type {Innings} from '../types'
import {recordBall, startInnings, type Ball} from './scoring'
import {scoringState} from './scoring-state'
import {people, pick, randomWicket, weighted, type Random, type SimSides} from './sim-support'
import type {Scorecard, ScoringRules} from './types'

/** The totals an innings must end on: runs, wickets and legal balls. */
export interface InningsAim {
  runs: number
  wickets: number
  balls: number
}

/** The aim for a typed innings: `balls` if given, else its cricket overs figure read with the season's balls per over. */
export function aimOf(innings: Innings, rules: Pick<ScoringRules, 'ballsPerOver'>): InningsAim {
  const whole = Math.floor(innings.overs)
  const balls = innings.balls ?? whole * rules.ballsPerOver + Math.round((innings.overs - whole) * 10)
  return {runs: innings.runs, wickets: innings.wickets, balls}
}

/** Wides and no-balls per legal ball, on average, in a scripted innings. */
const EXTRAS_PER_BALL = 0.04

/** Values a legal ball's runs step through when a script moves runs between balls. */
const STEPS = [0, 1, 2, 4, 6]
const stepUp = (v: number, room: number) => Math.min(STEPS.find((s) => s > v) ?? 6, v + room, 6)
const stepDown = (v: number, room: number) => Math.max([...STEPS].reverse().find((s) => s < v) ?? 0, v - room, 0)

/** Runs for each open ball adding up to `total` exactly, drawn like real scoring (mostly 0s, 1s and boundaries). */
function spread(count: number, total: number, random: Random): number[] {
  const values: number[] = Array.from({length: count}, () => weighted<number>(random, [[0, 35], [1, 32], [2, 10], [4, 14], [6, 6]]))
  for (let diff = total - values.reduce((s, v) => s + v, 0); diff !== 0; diff = total - values.reduce((s, v) => s + v, 0)) {
    const open = values.map((v, i) => [v, i] as const).filter(([v]) => (diff > 0 ? v < 6 : v > 0))
    const [v, i] = pick(random, open)
    values[i] = diff > 0 ? stepUp(v, diff) : stepDown(v, -diff)
  }
  return values
}

/**
 * Plays the innings just started (no ball yet) to exactly `aim`: all out when the wickets say so (the last
 * wicket on the last ball), a chase that wins reaching the target on its last ball. Throws an Error with a
 * sentence when the totals are impossible (more wickets than a side has, more runs than the balls allow,
 * a winning chase that passes the target by more than one ball could score).
 */
export function scriptInnings(scorecard: Scorecard, rules: ScoringRules, sides: SimSides, random: Random, aim: InningsAim): Scorecard {
  const start = scoringState(scorecard, rules)
  const inningsDeliveries = scorecard.innings.at(-1)?.deliveries.length
  if (start.inningsIndex === null || inningsDeliveries !== 0) throw new Error('Start an innings before scripting it: the script plays it from its first ball.')
  const maxWickets = rules.playersPerSide - 1
  const {runs, wickets, balls} = aim
  const target = start.inningsIndex === 1 ? start.match.target : null
  const chaseWon = target !== null && runs >= target
  if (![runs, wickets, balls].every((n) => Number.isInteger(n) && n >= 0)) throw new Error('Runs, wickets and balls must be whole numbers from 0.')
  if (wickets > maxWickets) throw new Error(`${wickets} wickets is more than a side of ${rules.playersPerSide} can lose (${maxWickets}).`)
  if (balls > rules.oversPerInnings * rules.ballsPerOver) throw new Error(`${balls} balls is more than ${rules.oversPerInnings} overs hold.`)
  if (wickets > balls || (chaseWon && wickets >= balls)) throw new Error(`${wickets} wickets cannot fall in ${balls} balls.`)
  if (chaseWon && (wickets === maxWickets || runs - target + 1 > 6)) throw new Error(`A chase of ${target} cannot end on ${runs}/${wickets}: the winning ball scores at most 6.`)

  const wicketAt = new Set<number>()
  if (wickets === maxWickets) wicketAt.add(balls - 1)
  while (wicketAt.size < wickets) wicketAt.add(Math.floor(random() * (chaseWon ? balls - 1 : balls)))
  const open = Array.from({length: balls}, (_, i) => i).filter((i) => !wicketAt.has(i))
  const spreadOver = chaseWon ? open.slice(0, -1) : open
  const least = chaseWon ? runs - target + 1 : 0
  let last = chaseWon ? Math.min(6, Math.max(least, weighted<number>(random, [[1, 2], [2, 1], [4, 2], [6, 2]]))) : 0
  let extras = Math.min(Math.round(random() * balls * EXTRAS_PER_BALL * 2), runs - last)
  // Runs the open balls cannot hold go to the winning ball, then to wides (at most one per legal ball).
  const short = () => runs - last - extras - 6 * spreadOver.length
  if (chaseWon && short() > 0) last = Math.min(6, last + short())
  if (short() > 0) extras += short()
  if (short() > 0 || extras > balls) throw new Error(`${runs} runs cannot be scored in ${balls} balls with ${wickets} wickets.`)
  const batRuns = runs - extras - last
  const spreadValues = spread(spreadOver.length, batRuns, random)
  const values = new Map(spreadOver.map((i, n) => [i, spreadValues[n]!] as const))
  if (chaseWon) values.set(open.at(-1)!, last)

  // Wides and no-balls (one run each) fall before the last legal ball.
  const extrasBefore = new Map<number, number>()
  for (let e = 0; e < extras; e++) {
    const at = Math.floor(random() * Math.max(1, balls - 1))
    extrasBefore.set(at, (extrasBefore.get(at) ?? 0) + 1)
  }
  let card = scorecard
  let state = start
  type At = {striker: string; nonStriker: string; bowler: string}
  const bowl = (make: (at: At) => Omit<Ball, 'striker' | 'nonStriker' | 'bowler'>) => {
    const who = people(state, rules, sides, random)
    const at = {striker: who.striker ?? state.striker!, nonStriker: who.nonStriker ?? state.nonStriker!, bowler: who.bowler ?? state.bowler!}
    const res = recordBall(card, rules, {...who, ...make(at)}, {squads: sides.squads})
    if (!res.ok) throw new Error(`The innings cannot be scripted: ${res.reason}`)
    card = res.scorecard
    state = res.state
  }
  for (let i = 0; i < balls; i++) {
    for (let e = 0; e < (extrasBefore.get(i) ?? 0); e++) bowl(() => ({tap: random() < 0.8 ? {type: 'wide'} : {type: 'noball'}}))
    const v = values.get(i)
    if (v === undefined) {
      bowl((at) => ({tap: {type: 'runs', runs: 0}, wicket: randomWicket(state, sides, random, at)}))
      continue
    }
    const extra = (v === 1 || v === 4) && random() < EXTRAS_PER_BALL * 2 ? (random() < 0.7 ? 'legbye' : 'bye') : null
    bowl(() => ({tap: extra ? {type: extra, runs: v} : {type: 'runs', runs: v}}))
  }
  return card
}

/**
 * A whole match scripted to its two innings' totals, `teams[0]` batting first; the second innings only
 * when its aim is given.
 */
export function scriptMatch(
  rules: ScoringRules,
  teams: readonly [string, string],
  sides: SimSides,
  random: Random,
  aims: readonly [InningsAim, InningsAim?],
  toss?: Scorecard['toss'],
): Scorecard {
  let card: Scorecard = {...(toss ? {toss} : {}), innings: []}
  aims.forEach((aim, i) => {
    if (!aim) return
    const started = startInnings(card, rules, teams[i]!)
    if (!started.ok) throw new Error(started.reason)
    card = scriptInnings(started.scorecard, rules, sides, random, aim)
  })
  return card
}

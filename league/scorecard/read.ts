// A scorecard from data as a CMS may hold it (references already turned into ids by the caller, but any
// field possibly empty or of the wrong type): what cannot be a delivery is dropped, never thrown on.
import {MAX_DELIVERIES_PER_INNINGS, MAX_INNINGS, MAX_RUNS_PER_COUNT} from './bounds'
import type {Delivery, Extras, InningsRecord, Scorecard, Toss, Wicket, WicketKind} from './types'
import {WICKET_KINDS} from './types'

type Loose = Record<string, unknown>
const obj = (v: unknown): Loose | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Loose) : null)
const id = (v: unknown): string | null => (typeof v === 'string' && v ? v : null)
/** A count as the Studio takes it: a whole number from 0, at most MAX_RUNS_PER_COUNT (a larger one is read as that). */
const count = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? Math.min(v, MAX_RUNS_PER_COUNT) : 0)
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])

function readWicket(raw: unknown): Wicket | null {
  const w = obj(raw)
  const out = id(w?.player_out)
  if (!w || !out || !WICKET_KINDS.includes(w.kind as WicketKind)) return null
  const fielders = list(w.fielders).map(id).filter((f): f is string => f !== null)
  return {kind: w.kind as WicketKind, player_out: out, ...(fielders.length ? {fielders} : {})}
}

/**
 * A delivery from loose data, or null when it lacks a batter, non-striker or bowler. Counts that are
 * missing, negative or not whole read as 0; `runs.extras` and `runs.total` are recomputed from the
 * extras and the runs off the bat, so the totals always add up. Other keys (a CMS `_key`) are kept.
 */
export function readDelivery(raw: unknown): Delivery | null {
  const d = obj(raw)
  const batter = id(d?.batter)
  const nonStriker = id(d?.non_striker)
  const bowler = id(d?.bowler)
  if (!d || !batter || !nonStriker || !bowler) return null
  const extras: Extras = {}
  for (const k of ['wides', 'noballs', 'byes', 'legbyes', 'penalty'] as const) {
    const n = count(obj(d.extras)?.[k])
    if (n) extras[k] = n
  }
  const bat = count(obj(d.runs)?.batter)
  const extraRuns = Object.values(extras).reduce((s, n) => s + n, 0)
  const wickets = list(d.wickets).map(readWicket).filter((w): w is Wicket => w !== null)
  const {extras: _e, wickets: _w, runs: _r, ...rest} = d
  return {
    ...rest,
    batter,
    non_striker: nonStriker,
    bowler,
    runs: {batter: bat, extras: extraRuns, total: bat + extraRuns},
    ...(extraRuns ? {extras} : {}),
    ...(wickets.length ? {wickets} : {}),
  }
}

/** A scorecard from loose data: innings without a batting side and deliveries that are not deliveries are left
 * out, and so is anything past the Studio's bounds (MAX_INNINGS, MAX_DELIVERIES_PER_INNINGS: ./bounds.ts). */
export function readScorecard(raw: unknown): Scorecard {
  const s = obj(raw)
  const toss = obj(s?.toss)
  const winner = id(toss?.winner)
  const decision = toss?.decision === 'bat' || toss?.decision === 'field' ? toss.decision : null
  const innings = list(s?.innings)
    .flatMap((raw): InningsRecord[] => {
      const inn = obj(raw)
      const team = id(inn?.team)
      if (!inn || !team) return []
      const deliveries = list(inn.deliveries).slice(0, MAX_DELIVERIES_PER_INNINGS)
      const penalty = obj(inn.penalty_runs)
      const [pre, post] = [count(penalty?.pre), count(penalty?.post)]
      const penaltyRuns = pre || post ? {penalty_runs: {...(pre ? {pre} : {}), ...(post ? {post} : {})}} : {}
      return [{team, deliveries: deliveries.map(readDelivery).filter((d): d is Delivery => d !== null), ...penaltyRuns}]
    })
    .slice(0, MAX_INNINGS)
  return {...(winner && decision ? {toss: {winner, decision} satisfies Toss} : {}), innings}
}

// Turns a scorecard as the queries return it (references already ids, missing counts null) into the
// league's Scorecard (web/lib/league/scorecard/types.ts): counts default to 0, empty extras and wicket
// lists are left out as Cricsheet leaves them out, and a toss without both halves is no toss.
import type {MatchScorecardQueryResult} from './sanity.types'
import type {Delivery, Extras, Scorecard, Wicket} from '../league/scorecard/types'

type Row = NonNullable<MatchScorecardQueryResult>
type RowDelivery = Row['innings'][number]['deliveries'][number]

/** A scorecard of one match, as the getters hand it out: the match's id beside the ball-by-ball record. */
export type MatchScorecard = {_id: string; _updatedAt: string; match: string; scorecard: Scorecard}

const EXTRA_KINDS = ['wides', 'noballs', 'byes', 'legbyes', 'penalty'] as const

const count = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0)

function extrasOf(extras: RowDelivery['extras']): Extras | undefined {
  const out: Extras = {}
  for (const kind of EXTRA_KINDS) if (count(extras?.[kind]) > 0) out[kind] = count(extras?.[kind])
  return Object.keys(out).length > 0 ? out : undefined
}

function deliveryOf(d: RowDelivery): Delivery {
  const delivery: Delivery = {
    batter: d.batter ?? '',
    non_striker: d.non_striker ?? '',
    bowler: d.bowler ?? '',
    runs: {batter: count(d.runs?.batter), extras: count(d.runs?.extras), total: count(d.runs?.total)},
  }
  const extras = extrasOf(d.extras)
  if (extras) delivery.extras = extras
  const wickets = (d.wickets ?? []).filter((w) => w.kind && w.player_out)
  if (wickets.length > 0)
    delivery.wickets = wickets.map((w): Wicket => {
      const fielders = (w.fielders ?? []).filter(Boolean)
      return fielders.length > 0 ? {kind: w.kind, player_out: w.player_out, fielders} : {kind: w.kind, player_out: w.player_out}
    })
  return delivery
}

export function toMatchScorecard(row: Row): MatchScorecard {
  const scorecard: Scorecard = {
    innings: (row.innings ?? []).filter((i) => i.team).map((i) => ({team: i.team, deliveries: (i.deliveries ?? []).map(deliveryOf)})),
  }
  if (row.toss?.winner && row.toss.decision) scorecard.toss = {winner: row.toss.winner, decision: row.toss.decision}
  return {_id: row._id, _updatedAt: row._updatedAt, match: row.match, scorecard}
}

/** One scorecard per match, the first listed (the queries list the latest edited first). */
export function byMatch(rows: readonly Row[]): Map<string, MatchScorecard> {
  const cards = new Map<string, MatchScorecard>()
  for (const row of rows) if (row.match && !cards.has(row.match)) cards.set(row.match, toMatchScorecard(row))
  return cards
}

// A scorecard as a dataset document and back: the ball-by-ball model (ids) written as the `scorecard`
// document the Studio edits (references, keyed array items), and a document read back through the site's
// own query (matchScorecardQuery) and content layer, so scripts see a scorecard exactly as the site does.
import {evaluate, parse} from 'groq-js'
import {matchScorecardQuery} from '../../web/lib/content/queries'
import {toMatchScorecard, type MatchScorecard} from '../../web/lib/content/scorecards'
import type {MatchScorecardQueryResult} from '../../web/lib/content/sanity.types'
import type {Delivery, InningsRecord, Scorecard} from '../../league/scorecard/types'

type Doc = {_id: string; _type: string; [field: string]: unknown}

const ref = (id: string) => ({_type: 'reference', _ref: id})

/** A delivery as the scorecard document holds it, under the array key `key`. */
export function deliveryItem(d: Delivery, key: string) {
  return {
    _key: key,
    _type: 'delivery',
    batter: ref(d.batter),
    non_striker: ref(d.non_striker),
    bowler: ref(d.bowler),
    runs: {...d.runs},
    ...(d.extras && {extras: {...d.extras}}),
    ...(d.wickets && {
      wickets: d.wickets.map((w, i) => ({
        _key: `w${i}`,
        _type: 'wicket',
        kind: w.kind,
        player_out: ref(w.player_out),
        ...(w.fielders && {fielders: w.fielders.map((f, j) => ({_key: `f${j}`, ...ref(f)}))}),
      })),
    }),
  }
}

/** Array keys of the innings and deliveries: stable, so a rewritten demo file changes only what changed. */
export const inningsKey = (index: number) => `innings-${index + 1}`
export const deliveryKey = (index: number) => `ball-${index + 1}`

export function inningsItem(innings: InningsRecord, index: number) {
  return {
    _key: inningsKey(index),
    _type: 'inningsRecord',
    team: ref(innings.team),
    deliveries: innings.deliveries.map((d, i) => deliveryItem(d, deliveryKey(i))),
  }
}

/** The scorecard document of match `matchId`. */
export function scorecardDocument(id: string, matchId: string, scorecard: Scorecard): Doc {
  return {
    _id: id,
    _type: 'scorecard',
    match: ref(matchId),
    ...(scorecard.toss && {toss: {winner: ref(scorecard.toss.winner), decision: scorecard.toss.decision}}),
    innings: scorecard.innings.map(inningsItem),
  }
}

/** A scorecard document as the site's query returns it (references as ids, counts as stored); null when it names no match. */
export async function scorecardRow(doc: Doc): Promise<MatchScorecardQueryResult> {
  const matchId = (doc.match as {_ref?: unknown} | undefined)?._ref
  if (doc._type !== 'scorecard' || typeof matchId !== 'string') return null
  const dataset = [{_updatedAt: '', ...doc}]
  return (await (await evaluate(parse(matchScorecardQuery), {dataset, params: {match: matchId}})).get()) as MatchScorecardQueryResult
}

/** A scorecard document as the site reads it. */
export async function readScorecard(doc: Doc): Promise<MatchScorecard | null> {
  const row = await scorecardRow(doc)
  return row ? toMatchScorecard(row) : null
}

// The next fixture of a dataset file played one ball at a time, on demand: `npm run demo:match-day`'s
// player (match-day.ts: the match set live with the toss, then each ball appended as the scorer's tool
// saves it), for the live tests and the load run, which save a ball when they are ready for it and know
// the line the site should then show (scoredMatch in league/season.ts, as every page computes it).
import {DocumentStore} from '../content-lake/store'
import {scoredMatch} from '../../league'
import type {Scorecard} from '../../league/scorecard/types'
import {nextFixture, playFixture} from './match-day'

export type BallByBall = {
  matchId: string
  /** The match page's path. */
  path: string
  /** Saves the next step (the first call: the toss, which sets the match live) and returns the scorecard
   * after it; null once the match is over. */
  next: () => Promise<Scorecard | null>
  /** The score line the site shows for that scorecard. */
  lineOf: (scorecard: Scorecard) => string | null
}

export async function ballByBall(file: string): Promise<BallByBall> {
  const docs = await new DocumentStore(file).documents()
  const fixture = nextFixture(docs)
  if (typeof fixture === 'string') throw new Error(`no match to play in ${file}: ${fixture}`)
  const {match, season, rules} = fixture
  const team = (id: unknown) => ({_id: String(id), name: String(docs.find((doc) => doc._id === id)?.name ?? id)})
  const ref = (value: unknown) => (value as {_ref?: unknown} | undefined)?._ref
  const scored = {_id: match._id, status: 'live', homeTeam: team(ref(match.homeTeam)), awayTeam: team(ref(match.awayTeam))}

  let resume: (() => void) | undefined
  let stepped: ((scorecard: Scorecard | null) => void) | undefined
  let play: Promise<unknown> | undefined
  const start = () =>
    playFixture(file, fixture, {
      pause: () => new Promise<void>((resolve) => (resume = resolve)),
      onStep: ({kind, scorecard}) => stepped?.(kind === 'end' ? null : scorecard),
    }).then(() => stepped?.(null))
  return {
    matchId: match._id,
    path: `/matches/${String(season.year)}/${String(match.matchNumber)}`,
    next: () =>
      new Promise<Scorecard | null>((resolve, reject) => {
        stepped = resolve
        if (!play) play = start().catch(reject)
        else resume?.()
      }),
    lineOf: (scorecard) => scoredMatch(scored, scorecard, rules).scoreLine,
  }
}

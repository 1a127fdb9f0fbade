// A match with a scorecard is read from its deliveries wherever a result shows (result lines, the points
// table): status, who batted first, totals and winner; a match without one keeps what was typed.
import {describe, expect, it} from 'vitest'
import {marginText, scoredMatch, seasonTable, toResultInput, withScorecards, type SeasonData} from '.'
import {deriveMatch, playMatch, seededRandom, type Scorecard, type ScoringRules} from './scorecard'

const rules: ScoringRules = {ballsPerOver: 6, oversPerInnings: 8, oversPerBowler: 2, playersPerSide: 11}
const squad = (t: string) => Array.from({length: 11}, (_, i) => `${t}-p${i + 1}`)
const squads = {gla: squad('gla'), kng: squad('kng')}
/** Kings bat first (the away side): a whole match, played from a seed. */
const played = (seed: number): Scorecard => ({toss: {winner: 'kng', decision: 'bat'}, ...playMatch(rules, ['kng', 'gla'], {squads}, seededRandom(seed))})
const typed = {
  _id: 'm1',
  status: 'completed',
  battedFirst: 'home',
  home: {runs: 150, wickets: 2, overs: 8},
  away: {runs: 20, wickets: 10, overs: 3.1},
  winner: 'home',
  homeTeam: {_id: 'gla', name: 'Gladiators'},
  awayTeam: {_id: 'kng', name: 'Kings'},
}
const season = (matches: (typeof typed)[]): SeasonData & {matches: (typeof typed)[]} => ({
  overs: 8,
  pointsWin: 2,
  pointsTie: 1,
  pointsNoResult: 1,
  matches,
})
/** The scorecard without its last `n` deliveries. */
const shortOf = (card: Scorecard, n: number): Scorecard => {
  const last = card.innings.at(-1)!
  return {...card, innings: [...card.innings.slice(0, -1), {...last, deliveries: last.deliveries.slice(0, -n)}]}
}

describe('scoredMatch', () => {
  const card = played(11)
  const state = deriveMatch(card, rules)
  const [kings, glad] = state.innings

  it('keeps a match without a scorecard as typed', () => {
    expect(scoredMatch(typed, undefined, rules)).toEqual({...typed, scoreLine: null})
  })

  it('drops the typed score of a match set back from Completed: no old totals beside "Yet to be played"', () => {
    expect(scoredMatch({...typed, status: 'scheduled'}, undefined, rules)).toEqual({...typed, status: 'scheduled', home: null, away: null, winner: null, battedFirst: null, scoreLine: null})
    expect(marginText(toResultInput(scoredMatch({...typed, status: 'scheduled'}, undefined, rules))!, String)).toBeNull()
  })

  it('reads status, batting order, totals and winner from the deliveries, never the typed ones', () => {
    const scored = scoredMatch(typed, card, rules)
    expect(scored).toMatchObject({
      status: 'completed',
      battedFirst: 'away',
      away: {runs: kings!.runs, wickets: kings!.wickets, balls: kings!.balls},
      home: {runs: glad!.runs, wickets: glad!.wickets, balls: glad!.balls},
      winner: state.result!.winner === 'gla' ? 'home' : state.result!.winner === 'kng' ? 'away' : 'tie',
    })
    expect(scored.scoreLine).toBe(state.scoreLine.replaceAll('kng', 'Kings').replaceAll('gla', 'Gladiators'))
    const name = (id: string) => (id === 'gla' ? 'Gladiators' : 'Kings')
    expect(marginText(toResultInput(scored)!, name)).toBe(`${name(state.result!.winner)} ${state.result!.text}`)
  })

  it('shows a live match with balls bowled at its score so far, with no winner', () => {
    const live: Parameters<typeof scoredMatch>[0] = {...typed, status: 'live', home: null, away: null, winner: null, battedFirst: null}
    const scored = scoredMatch(live, shortOf(card, 3), rules)
    expect(scored).toMatchObject({status: 'live', battedFirst: 'away', winner: null, away: {runs: kings!.runs}})
    expect(scored.scoreLine).toMatch(/^Gladiators \d+\/\d+ \(\d\.\d\) · need \d+ from \d+$/)
  })

  it('completes a live match its scorecard decides', () => {
    expect(scoredMatch({...typed, status: 'live'}, card, rules).status).toBe('completed')
  })

  it.each(['scheduled', 'noResult', 'abandoned'])('keeps the deliveries of a match marked %s out of its result: no score, no winner', (status) => {
    // A match set back from Completed keeps its scorecard (nothing is lost), which decides nothing.
    for (const scorecard of [card, shortOf(card, 3)]) {
      const scored = scoredMatch({...typed, status}, scorecard, rules)
      expect(scored).toEqual({...typed, status, home: null, away: null, winner: null, battedFirst: null, scoreLine: null})
      expect(marginText(toResultInput(scored)!, String)).toBe(status === 'noResult' ? 'No result' : status === 'abandoned' ? 'Match abandoned' : null)
    }
  })

  it('takes the deliveries again once the match is marked Completed', () => {
    expect(scoredMatch({...typed, status: 'completed'}, card, rules)).toMatchObject({status: 'completed', winner: state.result!.winner === 'gla' ? 'home' : 'away'})
  })

  it('keeps the typed fields while the scorecard has no ball, and ignores one naming another team', () => {
    expect(scoredMatch(typed, {toss: card.toss, innings: []}, rules)).toEqual({...typed, scoreLine: null})
    const stranger = {...card, innings: [{...card.innings[0]!, team: 'elsewhere'}, card.innings[1]!]}
    expect(scoredMatch(typed, stranger, rules)).toEqual({...typed, scoreLine: null})
  })
})

describe('withScorecards', () => {
  it('puts the scorecard’s result in the points table in place of the typed one', () => {
    // The typed record says the Gladiators won; the deliveries of seed 11 say the Kings did.
    const card = played(11)
    expect(deriveMatch(card, rules).result!.winner).toBe('kng')
    expect(seasonTable(season([typed])).find((r) => r.team === 'gla')).toMatchObject({won: 1})
    const table = seasonTable(withScorecards(season([typed]), new Map([['m1', card]])))
    expect(table.find((r) => r.team === 'kng')).toMatchObject({won: 1, points: 2})
    expect(table.find((r) => r.team === 'gla')).toMatchObject({lost: 1, points: 0})
  })

  it('leaves a final out of the league table, scored or not', () => {
    const final = {...typed, _id: 'final', stage: 'final'}
    const table = seasonTable(withScorecards(season([typed, final]), new Map([['final', played(11)]])))
    expect(table.reduce((sum, r) => sum + r.played, 0)).toBe(2)
    expect(table.find((r) => r.team === 'gla')).toMatchObject({won: 1})
  })

  it('scores only the matches it has a scorecard for', () => {
    const scored = withScorecards(season([typed, {...typed, _id: 'm2'}]), new Map([['m2', played(3)]]))
    expect(scored.matches[0]).toEqual({...typed, scoreLine: null})
    expect(scored.matches[1]!.scoreLine).toMatch(/won by|Match tied/)
  })
})

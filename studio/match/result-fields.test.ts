import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {reportDraftFor, reportIdFor, resultFieldsToClear, resultLineFor, type MatchForReport} from './result-fields'

const played = {
  status: 'completed',
  battedFirst: 'home',
  home: {runs: 80, wickets: 5, overs: 8},
  away: {runs: 60, wickets: 10, overs: 7},
  winner: 'home',
  playerOfMatch: {_type: 'reference', _ref: 'player-1'},
}

describe('a status change away from Completed', () => {
  it('clears every result field that holds a value, and only those', () => {
    expect(resultFieldsToClear(played, 'scheduled')).toEqual(['battedFirst', 'home', 'away', 'winner', 'playerOfMatch'])
    expect(resultFieldsToClear({...played, playerOfMatch: undefined, battedFirst: null}, 'abandoned')).toEqual(['home', 'away', 'winner'])
  })
  it('clears nothing when the match stays Completed, was not Completed, or has no result typed', () => {
    expect(resultFieldsToClear(played, 'completed')).toEqual([])
    expect(resultFieldsToClear({...played, status: 'live'}, 'scheduled')).toEqual([])
    expect(resultFieldsToClear({status: 'completed'}, 'scheduled')).toEqual([])
  })
})

const match = (over: Partial<MatchForReport> = {}): MatchForReport => ({
  _id: 'match-10',
  ...played,
  homeTeam: {_id: 'team-gladiators', name: 'Oxygen Gladiators'},
  awayTeam: {_id: 'team-desperados', name: 'Oxygen Desperados'},
  ...over,
})
const NOW = new Date('2026-11-27T10:00:00Z')

describe('the report "Write the report" starts', () => {
  it('names the match and both teams and says the result in the headline', () => {
    expect(reportDraftFor(match(), NOW)).toEqual({
      _id: 'drafts.report-match-10',
      _type: 'post',
      title: 'Oxygen Gladiators beat Oxygen Desperados by 20 runs',
      publishedAt: '2026-11-27T10:00:00.000Z',
      match: {_type: 'reference', _ref: 'match-10'},
      teams: [
        {_type: 'reference', _key: 'team-gladiators', _ref: 'team-gladiators'},
        {_type: 'reference', _key: 'team-desperados', _ref: 'team-desperados'},
      ],
    })
  })
  it('says a chase in wickets, a tie as a tie, and refers to the published match from its draft', () => {
    const chase = match({_id: 'drafts.match-10', home: {runs: 80, wickets: 5, overs: 8}, away: {runs: 81, wickets: 4, overs: 7.3}, winner: 'away'})
    expect(reportDraftFor(chase, NOW)).toMatchObject({_id: 'drafts.report-match-10', title: 'Oxygen Desperados beat Oxygen Gladiators by 6 wickets', match: {_ref: 'match-10'}})
    expect(reportDraftFor(match({away: {runs: 80, wickets: 9, overs: 8}, winner: 'tie'}), NOW)?.title).toBe('Oxygen Gladiators and Oxygen Desperados tie')
    expect(reportIdFor('drafts.match-3')).toBe('report-match-3')
  })
  it('starts nothing for a match with no result or no teams', () => {
    expect(reportDraftFor(match({status: 'scheduled'}), NOW)).toBeNull()
    expect(reportDraftFor(match({winner: null}), NOW)).toBeNull()
    expect(reportDraftFor(match({awayTeam: null}), NOW)).toBeNull()
  })
})

describe('the result line the match form shows', () => {
  it('is the line the match page shows, with the teams by name', () => {
    expect(resultLineFor(match())).toBe('Oxygen Gladiators won by 20 runs')
    expect(resultLineFor(match({home: {runs: 80, wickets: 5, overs: 8}, away: {runs: 81, wickets: 4, overs: 7.3}, winner: 'away'}))).toBe('Oxygen Desperados won by 6 wickets')
    expect(resultLineFor(match({away: {runs: 80, wickets: 9, overs: 8}, winner: 'tie'}))).toBe('Match tied')
  })
  it('is none until both scores are in', () => {
    expect(resultLineFor(match({away: {runs: 60, wickets: null, overs: 7}, winner: 'home'}))).toBeNull()
    expect(resultLineFor(match({winner: null}))).toBeNull()
  })
})

describe('the report of a match scored ball by ball', () => {
  it('takes its result from the scorecard, worded as the seeded report of the demo season\'s match 9', () => {
    const file = path.join(import.meta.dirname, '../../content/demo-season.ndjson')
    const docs = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
    const byId = new Map(docs.map((d) => [d._id, d]))
    const stored = byId.get('match-9')
    expect(stored).toMatchObject({status: 'completed'})
    expect(stored.winner).toBeUndefined() // nothing typed: the deliveries decide it
    const team = (ref: {_ref: string}) => ({_id: ref._ref, name: byId.get(ref._ref).name})
    const report = docs.find((d) => d._type === 'post' && d.match?._ref === 'match-9')
    const draft = reportDraftFor(
      {
        ...stored,
        homeTeam: team(stored.homeTeam),
        awayTeam: team(stored.awayTeam),
        season: byId.get(stored.season._ref),
        scorecard: docs.find((d) => d._type === 'scorecard' && d.match?._ref === 'match-9'),
      },
      NOW,
    )
    expect(draft?.title).toBe(report.title)
    expect(draft?.title).toBe('Oxygen Elite Warriors Rising Force beat Oxygen Gangsters by 6 wickets')
  })
})

// The dataset validator passes the demo season and names each impossible match it is given.
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {beforeAll, describe, expect, it} from 'vitest'
import {pointsTable, toResultInput, withScorecards, type MatchResultInput, type SeasonMatch} from '../web/lib/league'
import type {Scorecard} from '../web/lib/league/scorecard/types'
import {checkMatches} from './lib/league-checks'
import {checkScorecards} from './lib/scorecard-checks'

const ROOT = path.resolve(import.meta.dirname, '..')
type Doc = {_id: string; _type: string; [field: string]: unknown}
let docs: Doc[]
/** The demo's scorecards by match id: its played matches are scored ball by ball. */
let scorecards: Map<string, Scorecard>

beforeAll(async () => {
  const text = await readFile(path.join(ROOT, 'content/demo-season.ndjson'), 'utf8')
  docs = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
  scorecards = (await checkScorecards(docs)).byMatch
})

const played = () => docs.find((d) => d._type === 'match' && d.status === 'completed')!
/** The dataset with the first played match typed in by hand (no scorecard passed): 80/5 beat 70/9 in 8 overs, then `change`. */
/** The scorecards of every match but that one. */
const othersScored = () => new Map([...scorecards].filter(([id]) => id !== played()._id))
const withMatch = (change: Record<string, unknown>) => {
  const typed = {battedFirst: 'home', home: {runs: 80, wickets: 5, overs: 8}, away: {runs: 70, wickets: 9, overs: 8}, winner: 'home'}
  return docs.map((d) => (d._id === played()._id ? {...d, ...typed, ...change} : d))
}

describe('league checks on a dataset', () => {
  it('pass the demo season, whose table adds up', () => {
    expect(checkMatches(docs, scorecards)).toEqual([])
    expect(checkMatches(withMatch({}), othersScored())).toEqual([])
    const matches = docs.filter((d) => d._type === 'match')
    expect(matches.length).toBeGreaterThanOrEqual(13)
    expect(matches.some((m) => m.status === 'noResult')).toBe(true)
    expect(docs.filter((d) => d._type === 'player').length).toBeGreaterThanOrEqual(40)
  })

  it.each([
    [
      'the same team twice',
      {awayTeam: {_ref: 'team-oxygen-gangsters'}, homeTeam: {_ref: 'team-oxygen-gangsters'}},
      /cannot play itself/,
    ],
    ['11 wickets', {home: {runs: 50, wickets: 11, overs: 8}}, /wickets must be 0 to 10/],
    ['7.6 overs', {away: {runs: 50, wickets: 3, overs: 7.6}}, /overs must be written like 7\.3/],
    ['a winner not playing', {winner: 'team-oxygen-gladiators'}, /Choose the winner/],
  ])('report %s against the match', (_, change, message) => {
    const problems = checkMatches(withMatch(change), othersScored())
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({id: played()._id, message: expect.stringMatching(message)})
  })

  it('count every played match once in the table', () => {
    const teams = docs.filter((d) => d._type === 'team' && !d.isPlaceholder).map((d) => d._id)
    expect(teams.length).toBeGreaterThanOrEqual(4)
    const ref = (v: unknown) => (v as {_ref: string})._ref
    const stored = docs
      .filter((d) => d._type === 'match')
      .map((m) => ({...(m as unknown as SeasonMatch), _id: m._id, homeTeam: {_id: ref(m.homeTeam), name: null}, awayTeam: {_id: ref(m.awayTeam), name: null}}))
    const season = {overs: 8, pointsWin: 2, pointsTie: 1, pointsNoResult: 1}
    const matches = withScorecards({...season, matches: stored}, scorecards)
      .matches.map(toResultInput)
      .filter((m): m is MatchResultInput => m !== null)
    expect(matches.filter((m) => m.status === 'completed').every((m) => m.home && m.away && m.winner)).toBe(true)
    const table = pointsTable(teams, matches, season)
    const counted = matches.filter((m) => m.status === 'completed' || m.status === 'noResult').length
    expect(table.reduce((s, r) => s + r.played, 0)).toBe(counted * 2)
    expect(table.reduce((s, r) => s + r.won, 0)).toBe(table.reduce((s, r) => s + r.lost, 0))
  })
})

// The dataset validator passes the demo season (its played matches scored ball by ball) and names each
// impossible match it is given; a match without a scorecard is held to its typed score.
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {beforeAll, describe, expect, it} from 'vitest'
import {pointsTable, toResultInput, withScorecards, type MatchResultInput} from '../league'
import type {Scorecard} from '../league/scorecard/types'
import {checkMatches} from './lib/league-checks'
import {checkScorecards} from './lib/scorecard-checks'

const ROOT = path.resolve(import.meta.dirname, '..')
type Doc = {_id: string; _type: string; [field: string]: unknown}
let docs: Doc[]
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
const withMatch = (change: Record<string, unknown>) => docs.map((d) => (d._id === played()._id ? {...d, ...change} : d))
/** The scorecards but the played match's: it is then a match whose score was typed. */
const typedOnly = () => new Map([...scorecards].filter(([match]) => match !== played()._id))
const typedScore = {battedFirst: 'home', home: {runs: 84, wickets: 6, overs: 8}, away: {runs: 80, wickets: 9, overs: 8}, winner: 'home'}

describe('league checks on a dataset', () => {
  it('pass the demo season, whose played matches need no typed score', () => {
    expect(checkMatches(docs, scorecards)).toEqual([])
    expect(scorecards.has(played()._id)).toBe(true)
    expect(played()).not.toHaveProperty('home')
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
    ['a winner not playing', {winner: 'team-oxygen-gladiators'}, /The winner follows from the scores/],
  ])('report %s against a match with a typed score', (_, change, message) => {
    expect(checkMatches(withMatch(typedScore), typedOnly())).toEqual([])
    const problems = checkMatches(withMatch({...typedScore, ...change}), typedOnly())
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({id: played()._id, message: expect.stringMatching(message)})
  })

  it('ask a match without a scorecard for its typed score', () => {
    expect(checkMatches(docs, typedOnly())).toEqual([
      {id: played()._id, path: 'match', message: "Enter the home side's score."},
      {id: played()._id, path: 'match', message: "Enter the away side's score."},
      {id: played()._id, path: 'match', message: 'The winner follows from the scores: home or away (the side with more runs), or tie on equal runs.'},
    ])
  })

  it('count every played match once in the table, each result from its scorecard', () => {
    const teams = docs.filter((d) => d._type === 'team' && !d.isPlaceholder).map((d) => d._id)
    expect(teams.length).toBeGreaterThanOrEqual(4)
    const ref = (v: unknown) => ({_id: (v as {_ref: string})._ref, name: null})
    const stored = docs.filter((d) => d._type === 'match').map((m) => ({_id: m._id, status: String(m.status), homeTeam: ref(m.homeTeam), awayTeam: ref(m.awayTeam)}))
    const matches = withScorecards({overs: 8, pointsWin: 2, pointsTie: 1, pointsNoResult: 1, matches: stored}, scorecards)
      .matches.map(toResultInput)
      .filter((m): m is MatchResultInput => m !== null)
    expect(matches.filter((m) => m.status === 'completed').every((m) => m.home && m.away && m.winner)).toBe(true)
    const table = pointsTable(teams, matches, {overs: 8, pointsWin: 2, pointsTie: 1, pointsNoResult: 1})
    const counted = matches.filter((m) => m.status === 'completed' || (m.status as string) === 'noResult').length
    expect(table.reduce((s, r) => s + r.played, 0)).toBe(counted * 2)
    expect(table.reduce((s, r) => s + r.won, 0)).toBe(table.reduce((s, r) => s + r.lost, 0))
  })
})

describe('one season, one number', () => {
  it('names a second match with the same number in a season, and a second current season', () => {
    const twin = {...played(), _id: 'match-twin', status: 'scheduled'}
    const season = docs.find((d) => d._type === 'season')!
    const problems = checkMatches([...docs, twin, {...season, _id: 'season-other', isCurrent: true}], scorecards)
    expect(problems).toEqual([
      {id: 'match-twin', path: 'match', message: `Match ${String(played().matchNumber)} of this season is also ${played()._id}.`},
      {id: 'season-other', path: 'isCurrent', message: `Only one season can be current; ${season._id} is too.`},
    ])
  })
})


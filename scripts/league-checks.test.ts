// The dataset validator passes the demo season and names each impossible match it is given.
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {beforeAll, describe, expect, it} from 'vitest'
import {pointsTable} from '../web/lib/league'
import {checkMatches} from './lib/league-checks'

const ROOT = path.resolve(import.meta.dirname, '..')
type Doc = {_id: string; _type: string; [field: string]: unknown}
let docs: Doc[]

beforeAll(async () => {
  const text = await readFile(path.join(ROOT, 'content/demo-season.ndjson'), 'utf8')
  docs = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
})

const played = () => docs.find((d) => d._type === 'match' && d.status === 'completed')!
const withMatch = (change: Record<string, unknown>) => docs.map((d) => (d._id === played()._id ? {...d, ...change} : d))

describe('league checks on a dataset', () => {
  it('pass the demo season, whose table adds up', () => {
    expect(checkMatches(docs)).toEqual([])
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
    const problems = checkMatches(withMatch(change))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({id: played()._id, message: expect.stringMatching(message)})
  })

  it('count every played match once in the table', () => {
    const teams = docs.filter((d) => d._type === 'team' && !d.isPlaceholder).map((d) => d._id)
    expect(teams.length).toBeGreaterThanOrEqual(4)
    const ref = (v: unknown) => (v as {_ref: string})._ref
    const matches = docs
      .filter((d) => d._type === 'match')
      .map((m) => ({
        homeTeam: ref(m.homeTeam),
        awayTeam: ref(m.awayTeam),
        status: m.status as 'completed',
        home: m.home as never,
        away: m.away as never,
        winner: m.winner === 'home' ? ref(m.homeTeam) : m.winner === 'away' ? ref(m.awayTeam) : (m.winner as string),
      }))
    const table = pointsTable(teams, matches, {overs: 8, pointsWin: 2, pointsTie: 1, pointsNoResult: 1})
    const counted = matches.filter((m) => m.status === 'completed' || (m.status as string) === 'noResult').length
    expect(table.reduce((s, r) => s + r.played, 0)).toBe(counted * 2)
    expect(table.reduce((s, r) => s + r.won, 0)).toBe(table.reduce((s, r) => s + r.lost, 0))
  })
})

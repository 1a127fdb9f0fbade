// The dataset validator's scorecard checks: the demo season's scorecards pass, and each kind of broken
// scorecard gets a line naming the document and the field, down to the delivery.
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {beforeAll, describe, expect, it} from 'vitest'
import {checkScorecards} from './lib/scorecard-checks'
import {formatProblem, validateDataset} from './lib/validate-dataset'

const ROOT = path.resolve(import.meta.dirname, '..')
type Doc = {_id: string; _type: string; [field: string]: unknown}
type Delivery = {_key: string; batter: {_ref: string}; bowler: {_ref: string}; runs: {batter: number; extras: number; total: number}; wickets?: {player_out: {_ref: string}}[]}
type Card = Doc & {innings: {_key: string; deliveries: Delivery[]}[]}
let docs: Doc[]

beforeAll(async () => {
  docs = (await readFile(path.join(ROOT, 'content/demo-season.ndjson'), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
})

const card = (): Card => structuredClone(docs.find((d) => d._id === 'scorecard-match-1') as Card)
const withCard = (changed: Doc, ...more: Doc[]) => [...docs.map((d) => (d._id === changed._id ? changed : d)), ...more]
const problemsOf = async (dataset: Doc[]) => (await checkScorecards(dataset)).problems.map(formatProblem)

describe('scorecard checks', () => {
  it('pass the demo season, every played match scored ball by ball', async () => {
    const {problems, byMatch} = await checkScorecards(docs)
    expect(problems).toEqual([])
    expect(byMatch.size).toBe(docs.filter((d) => d._type === 'match' && d.status === 'completed').length)
  })

  it('refuse a scorecard for a match the dataset does not have, or for a team', async () => {
    expect(await problemsOf(withCard({...card(), match: {_type: 'reference', _ref: 'match-99'}}))).toEqual([
      'scorecard-match-1: match — "match-99" is not a match of the dataset',
      'match-1: scorecard — "scorecard-match-1" is not this match\'s scorecard',
    ])
    expect(await problemsOf(withCard({...card(), match: {_type: 'reference', _ref: 'team-oxygen-gangsters'}}))).toEqual([
      'scorecard-match-1: match — "team-oxygen-gangsters" is not a match of the dataset',
      'match-1: scorecard — "scorecard-match-1" is not this match\'s scorecard',
    ])
  })

  it("refuse a match whose link names another match's scorecard, or none", async () => {
    const match1 = docs.find((d) => d._id === 'match-1')!
    expect(await problemsOf(withCard({...match1, scorecard: {_type: 'reference', _ref: 'scorecard-match-2', _weak: true}}))).toEqual([
      'match-1: scorecard — "scorecard-match-2" is not this match\'s scorecard (scorecard-match-1 is)',
    ])
    const match5 = docs.find((d) => d._id === 'match-5')!
    expect(await problemsOf(withCard({...match5, scorecard: {_type: 'reference', _ref: 'scorecard-match-1', _weak: true}}))).toEqual([
      'match-5: scorecard — "scorecard-match-1" is not this match\'s scorecard',
    ])
  })

  it('refuse a second scorecard for one match', async () => {
    expect(await problemsOf([...docs, {...card(), _id: 'scorecard-again'}])).toEqual([
      'scorecard-again: match — match-1 already has a scorecard (scorecard-match-1): a match has one',
    ])
  })

  it('refuse a player who is in neither squad, naming the delivery and field', async () => {
    const edited = card()
    edited.innings[0]!.deliveries[4]!.bowler = {_ref: 'player-3-5'}
    const problems = await problemsOf(withCard(edited))
    expect(problems[0]).toBe('scorecard-match-1: innings[_key=="innings-1"].deliveries[_key=="ball-5"].bowler — player "player-3-5" is in neither team\'s squad')
  })

  it('refuse a ball after the innings is over, with the engine\'s sentence', async () => {
    const edited = card()
    const first = edited.innings[0]!
    first.deliveries.push({...first.deliveries.at(-1)!, _key: 'extra-ball', wickets: undefined})
    expect(await problemsOf(withCard(edited))).toEqual([
      expect.stringMatching(/^scorecard-match-1: innings\[_key=="innings-1"\]\.deliveries\[_key=="extra-ball"\] — ball 8\.1 of innings 1: .*the innings is over/),
    ])
  })

  it('refuse a dismissed batter batting again', async () => {
    const edited = card()
    const balls = edited.innings[1]!.deliveries
    const out = balls.findIndex((d) => d.wickets?.length)
    balls[out + 1]!.batter = balls[out]!.wickets![0]!.player_out
    expect(await problemsOf(withCard(edited))).toEqual([expect.stringMatching(/deliveries\[_key=="ball-\d+"\] — ball \d\.\d of innings 2: .* is out \(.*\) and cannot bat again\.$/)])
  })

  it('refuse runs that do not add up', async () => {
    const edited = card()
    edited.innings[0]!.deliveries[0]!.runs.total += 1
    expect(await problemsOf(withCard(edited))).toEqual([
      expect.stringMatching(/deliveries\[_key=="ball-1"\] — ball 0\.1 of innings 1: its total \(\d+\) is not its runs off the bat \(\d+\) plus extras \(0\)$/),
    ])
  })

  it('are part of the dataset validator', async () => {
    const edited = card()
    edited.innings[0]!.deliveries[0]!.runs.total += 1
    const lines = (await validateDataset(withCard(edited).map((d) => JSON.stringify(d)).join('\n'), path.join(ROOT, 'content/images'))).map(formatProblem)
    expect(lines).toContainEqual(expect.stringMatching(/^scorecard-match-1: innings\[_key=="innings-1"\]\.deliveries\[_key=="ball-1"\] — ball 0\.1 of innings 1: its total/))
  }, 60_000)
})

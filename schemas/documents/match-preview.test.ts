import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {matchPreview} from './match-preview'

const ref = (id: string) => ({_type: 'reference', _ref: id})
const ball = (runs: number, extras?: {wides?: number}, out?: string) => ({
  _key: crypto.randomUUID(),
  _type: 'delivery',
  batter: ref('p1'),
  non_striker: ref('p2'),
  bowler: ref('q1'),
  runs: {batter: runs, extras: extras?.wides ?? 0, total: runs + (extras?.wides ?? 0)},
  ...(extras ? {extras} : {}),
  ...(out ? {wickets: [{_key: 'w', _type: 'wicket', kind: 'bowled', player_out: ref(out)}]} : {}),
})
const final = {
  n: 13,
  home: 'Oxygen Gangsters',
  homeId: 'team-gangsters',
  away: 'Oxygen Desperados',
  startsAt: '2026-12-19T12:30:00.000Z',
}

describe("a match's row in the Studio's lists", () => {
  it('names the match, its day and its state', () => {
    expect(matchPreview({...final, status: 'scheduled'})).toEqual({title: '#13 Oxygen Gangsters v Oxygen Desperados', subtitle: '2026-12-19 · Scheduled'})
  })

  it('shows a match scored ball by ball as its deliveries make it, each side by its code', () => {
    const innings = [{_key: 'i1', _type: 'inningsRecord', team: ref('team-gangsters'), deliveries: [ball(1), ball(4), ball(0, {wides: 1}), ball(0, undefined, 'p1')]}]
    expect(matchPreview({...final, status: 'live', innings}).subtitle).toBe('2026-12-19 · Live · GAN 6/1 (0.3)')
    const chase = {_key: 'i2', _type: 'inningsRecord', team: ref('team-desperados'), deliveries: [ball(6)]}
    expect(matchPreview({...final, status: 'live', innings: [...innings, chase], ballsPerOver: 6}).subtitle).toBe('2026-12-19 · Live · GAN 6/1 (0.3) v DES 6/0 (0.1)')
  })

  it('reads a demo season scorecard as the site does', () => {
    const docs = readFileSync(path.join(import.meta.dirname, '../../content/demo-season.ndjson'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as {_id: string; innings?: unknown})
    const scorecard = docs.find((doc) => doc._id === 'scorecard-match-1')!
    const subtitle = matchPreview({...final, status: 'completed', innings: scorecard.innings, homeId: 'team-oxygen-gangsters'}).subtitle
    expect(subtitle).toBe('2026-12-19 · Completed · DES 104/0 (8.0) v GAN 102/7 (8.0)')
  })

  it('shows a typed score once the match is completed, and no score for a scorecard with no ball yet', () => {
    const typed = {status: 'completed', homeRuns: 80, homeWickets: 5, awayRuns: 60, awayWickets: 10}
    expect(matchPreview({...final, ...typed}).subtitle).toBe('2026-12-19 · Completed · 80/5 v 60/10')
    const empty = [{_key: 'i1', _type: 'inningsRecord', team: ref('team-gangsters'), deliveries: []}]
    expect(matchPreview({...final, status: 'live', innings: empty}).subtitle).toBe('2026-12-19 · Live')
    expect(matchPreview({...final, status: 'live', innings: 'not a list'}).subtitle).toBe('2026-12-19 · Live')
  })
})

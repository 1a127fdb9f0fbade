// What a match's page adds on match day: the full scorecard only where there is a ball to show, the
// share text from the balls when there are some and from the typed score when not, and the page as it
// was when a scorecard cannot be read. The season's sides get distinct codes.
import {describe, expect, it, vi} from 'vitest'
import type {LeagueSeasonQueryResult, PlayersQueryResult} from '../content'
import {playMatch, seededRandom, type ScoringRules} from '../../../league/scorecard'
import {liveScoreLine, matchDay} from './match-page'
import {matchSides, seasonSides} from './sources'

type Season = NonNullable<LeagueSeasonQueryResult>
type Match = Season['matches'][number]

const rules: ScoringRules = {ballsPerOver: 6, oversPerInnings: 8, oversPerBowler: 2, playersPerSide: 11}
const team = (id: string, name: string) => ({_id: id, name, icon: null, shortName: null, crest: null})
const match = (n: number, fields: Partial<Match> = {}): Match => ({
  _id: `m${n}`,
  matchNumber: n,
  stage: 'league',
  startsAt: '2026-10-03T02:30:00Z',
  status: 'scheduled',
  battedFirst: null,
  home: null,
  away: null,
  winner: null,
  venue: 'Oxygen Residency',
  ground: null,
  homeTeam: team('gla', 'Oxygen Gladiators'),
  awayTeam: team('gan', 'Oxygen Gangsters'),
  playerOfMatch: null,
  playerOfMatchId: null,
  ...fields,
})
const season = {overs: 8, ballsPerOver: 6, oversPerBowler: 2, playersPerSide: 11, matches: [match(1), match(2, {awayTeam: team('des', 'Oxygen Desperados')})]}
const squads = {gla: Array.from({length: 11}, (_, i) => `gla-${i}`), gan: Array.from({length: 11}, (_, i) => `gan-${i}`)}
const players = Object.entries(squads).flatMap(([t, ids]) =>
  ids.map((id, i) => ({_id: id, name: `${t.toUpperCase()} Player${i}`, slug: id, role: 'batter', auctionPrice: null, team: {_id: t, name: t}, boughtBy: null, society: null})),
) as PlayersQueryResult
const full = playMatch(rules, ['gla', 'gan'], {squads}, seededRandom(5))
const day = (scorecard: typeof full | null, fields: Partial<Match> = {}) =>
  matchDay({season, match: match(1, fields), scorecard, players, league: 'OPL', url: 'https://opl.example/matches/2026/1', when: '3 Oct 2026, 8:00 am IST'})

describe('seasonSides', () => {
  it('codes every side of the season, once each', () => {
    const sides = seasonSides(season)
    expect([...sides.values()].map((s) => s.code)).toEqual(['GLA', 'GAN', 'DES'])
    expect(matchSides(season.matches[1]!, sides)!.map((s) => s.id)).toEqual(['gla', 'des'])
    expect(matchSides({homeTeam: {...team('nobody', 'x')}, awayTeam: team('gan', 'x')}, sides)).toBeNull()
  })
})

describe('matchDay', () => {
  it('keeps the page as it was without a scorecard, sharing the fixture', () => {
    const {scorecard, share} = day(null)
    expect(scorecard).toBeNull()
    expect(share.text).toBe('OPL · Match 1: Oxygen Gladiators v Oxygen Gangsters, 3 Oct 2026, 8:00 am IST · https://opl.example/matches/2026/1')
  })

  it('keeps it too for a scorecard with no ball yet', () => {
    expect(day({toss: {winner: 'gla', decision: 'bat'}, innings: [{team: 'gla', deliveries: []}]}).scorecard).toBeNull()
  })

  it('adds the full scorecard and shares the score from the balls once they are bowled', () => {
    const chase = {innings: [full.innings[0]!, {...full.innings[1]!, deliveries: full.innings[1]!.deliveries.slice(0, 9)}]}
    const {scorecard, share} = day(chase, {status: 'live'})
    expect(scorecard?.live).toBe(true)
    expect(scorecard?.innings.map((i) => i.team.code)).toEqual(['GAN', 'GLA'])
    expect(share.line).toMatch(/^OPL · GAN \d+\/\d+ \(1\.\d\) chasing \d+ — need \d+ from \d+$/)
    expect(share.text).toBe(`${share.line} · https://opl.example/matches/2026/1`)
  })

  it('adds the match centre from the same balls and names as the scorecard: the card while live, the result once decided', () => {
    const chase = {innings: [full.innings[0]!, {...full.innings[1]!, deliveries: full.innings[1]!.deliveries.slice(0, 9)}]}
    const {scorecard, centre} = day(chase, {status: 'live'})
    const batting = scorecard!.innings[0]!
    expect(centre?.card).toMatchObject({batting: {code: 'GAN'}, score: {text: batting.total}, inningsBreak: false})
    const inCrease = batting.batting.filter((b) => b.batting).map((b) => b.player.id)
    expect(centre!.card!.batters.map((b) => b.player.id).sort()).toEqual(inCrease.sort())
    expect(centre!.commentary.innings.map((i) => i.team.name)).toEqual(['Oxygen Gangsters', 'Oxygen Gladiators'])
    const done = day(full, {status: 'completed'}).centre
    expect(done?.card).toBeNull()
    expect(done?.result).toMatch(/^(Oxygen (Gladiators|Gangsters) won by \d+ (runs?|wickets?)|Match tied)$/)
    expect(day(null).centre).toBeNull()
  })

  it('shows the page without the scorecard when its deliveries cannot be read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken = {innings: [{team: 'gla', deliveries: [{batter: 'gla-0', non_striker: 'gla-1', bowler: 'gan-0', runs: null}]}]} as unknown as typeof full
    expect(day(broken, {status: 'live'}).scorecard).toBeNull()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('shows no scorecard and shares the fixture once the match is set back from Completed: the balls are kept, unshown', () => {
    for (const status of ['scheduled', 'noResult', 'abandoned'] as const) expect(day(full, {status}).scorecard, status).toBeNull()
    expect(day(full, {status: 'scheduled'}).share.text).toBe(day(null).share.text)
    expect(day(full, {status: 'completed'}).scorecard?.live).toBe(false)
  })
})

describe('liveScoreLine', () => {
  const line = (scorecard: typeof full | null, status: Match['status'] = 'live') => liveScoreLine({season, match: match(1, {status}), scorecard})

  it('says where the chase stands while it is on', () => {
    const chase = {innings: [full.innings[0]!, {...full.innings[1]!, deliveries: full.innings[1]!.deliveries.slice(0, 9)}]}
    expect(line(chase)).toMatch(/^GAN \d+\/\d+ \(1\.\d\) · need \d+ from \d+$/)
    expect(line(chase, 'scheduled')).toBeNull()
  })

  it('is null before the first ball, once decided and without a scorecard', () => {
    expect(line({innings: []})).toBeNull()
    expect(line(full)).toBeNull()
    expect(line(null)).toBeNull()
  })
})

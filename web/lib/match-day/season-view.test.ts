// The leaderboards and a player's season as the pages draw them, over three simulated matches: each
// board's leader and figures agree with the season's statistics, the caps lead, the qualifying minimums
// are stated, single-match boards name their match, and a player's page adds up to their figures.
import {describe, expect, it} from 'vitest'
import {leaderboards, MIN_BALLS_FOR_STRIKE_RATE, playMatch, seededRandom, type Scorecard, type ScoringRules} from '../../../league/scorecard'
import {playerDirectory} from './players'
import {leaderboardViews, NO_SEASON, playerSeasonView, seasonFigures, seasonLeaderboards, STATS_BOARD_SIZE, type SeasonSources} from './season-view'

const rules: ScoringRules = {ballsPerOver: 6, oversPerInnings: 8, oversPerBowler: 2, playersPerSide: 11}
const teams = ['A', 'B', 'C'] as const
const squads = Object.fromEntries(teams.map((t) => [t, Array.from({length: 11}, (_, i) => `${t.toLowerCase()}${i + 1}`)]))
const players = teams.flatMap((t) => squads[t]!.map((id, i) => ({_id: id, name: `Player ${t}${i + 1}`, slug: `player-${id}`, team: {_id: t, name: t}})))
const side = (t: string) => ({id: t, name: `Team ${t}`, code: `T${t}`})

const fixtures: [string, string][] = [
  ['A', 'B'],
  ['B', 'C'],
  ['C', 'A'],
]
const random = seededRandom(39)
const scorecards = new Map<string, Scorecard>(fixtures.map(([h, a], i) => [`m${i + 1}`, playMatch(rules, [h, a], {squads: {[h]: squads[h]!, [a]: squads[a]!}}, random)]))

const sources: SeasonSources = {
  seasonYear: 2026,
  rules,
  matches: fixtures.map(([h, a], i) => ({id: `m${i + 1}`, number: i + 1, startsAt: `2026-10-0${i + 1}T10:00:00Z`, home: side(h), away: side(a), playerOfMatch: ['a1']})),
  scorecards,
  directory: playerDirectory(players),
  playerTeam: Object.fromEntries(players.map((p) => [p._id, p.team._id])),
  team: (id) => ({name: `Team ${id}`, code: `T${id}`}),
  date: (iso) => iso.slice(0, 10),
}

const figures = seasonFigures(sources)
const boards = leaderboards(figures.values(), {name: (id) => sources.directory.name(id).name, size: STATS_BOARD_SIZE})

describe('seasonLeaderboards', () => {
  const views = seasonLeaderboards(sources)
  const byId = Object.fromEntries(views.map((v) => [v.id, v]))

  it('draws every board, the orange and purple caps first', () => {
    expect(views.map((v) => v.id)).toEqual(['most-runs', 'most-wickets', 'best-strike-rate', 'best-economy', 'highest-scores', 'best-bowling', 'most-sixes', 'player-of-the-match'])
    expect(views.map((v) => v.cap ?? null).slice(0, 3)).toEqual(['orange', 'purple', null])
  })

  it('ranks as the season statistics do, with each leader linked and their team named', () => {
    const runs = byId['most-runs']!
    expect(runs.rows.map((r) => [r.rank, r.player.id, Number(r.figures[0])])).toEqual(boards.mostRuns.map((r) => [r.rank, r.player, r.value]))
    const top = runs.rows[0]!
    expect(top.player.href).toBe(`/participation/players/player-${top.player.id}`)
    expect(top.team).toEqual({name: `Team ${figures.get(top.player.id)!.team}`, code: `T${figures.get(top.player.id)!.team}`})
    expect(byId['most-wickets']!.rows[0]!.figures[0]).toBe(String(boards.mostWickets[0]!.value))
  })

  it('states the qualifying minimums of the rate boards', () => {
    expect(byId['best-strike-rate']!.qualifier).toContain(`at least ${MIN_BALLS_FOR_STRIKE_RATE} balls`)
    expect(byId['best-economy']!.qualifier).toContain('at least 6.0 overs')
    for (const row of byId['best-strike-rate']!.rows) expect(figures.get(row.player.id)!.batting.balls).toBeGreaterThanOrEqual(MIN_BALLS_FOR_STRIKE_RATE)
  })

  it('names the match of a single innings or spell, from the player side', () => {
    const best = byId['highest-scores']!.rows[0]!
    const match = sources.matches.find((m) => `/matches/2026/${m.number}` === best.match?.href)!
    const mine = figures.get(best.player.id)!.team
    expect(best.match!.label).toBe(`Match ${match.number} v ${mine === match.home.id ? match.away.code : match.home.code}`)
    expect(best.figures[0]).toMatch(/^\d+\*?$/)
    expect(byId['best-bowling']!.rows[0]!.figures[0]).toMatch(/^\d+\/\d+$/)
  })

  it('counts player-of-the-match awards', () => {
    expect(byId['player-of-the-match']!.rows).toEqual([expect.objectContaining({rank: 1, figures: ['3']})])
  })

  it('shows a board nobody qualifies for as empty, not missing', () => {
    const empty = leaderboardViews({...boards, bestEconomy: []}, sources).find((v) => v.id === 'best-economy')!
    expect(empty.rows).toEqual([])
  })
})

describe('playerSeasonView', () => {
  const leader = boards.mostRuns[0]!.player
  const view = playerSeasonView(leader, sources)
  const season = figures.get(leader)!

  it('gives the season batting and bowling figures as tiles', () => {
    const tile = (label: string) => view.batting.find((f) => f.label === label)?.value
    expect(tile('Runs')).toBe(String(season.batting.runs))
    expect(tile('Innings')).toBe(String(season.batting.innings))
    expect(tile('Matches')).toBe(String(season.matches))
  })

  it('lists every match played, each linked, with what they did in it', () => {
    expect(view.matches).toHaveLength(season.byMatch.length)
    const runs = view.matches.reduce((sum, m) => sum + (Number(/^(\d+)/.exec(m.batting)?.[1]) || 0), 0)
    expect(runs).toBe(season.batting.runs)
    for (const m of view.matches) {
      expect(m.match.href).toMatch(/^\/matches\/2026\/[123]$/)
      expect(m.match.date).toMatch(/^2026-10-0[123]$/)
      expect(m.bowling).toMatch(/^(\d+\/\d+ \(\d+\.\d\)|Did not bowl)$/)
    }
  })

  it('names the best innings with its match', () => {
    expect(view.bests[0]).toMatchObject({label: 'Best batting', figure: `${season.batting.highest!.runs}${season.batting.highest!.notOut ? '*' : ''}`})
  })

  it('lists player-of-the-match awards', () => {
    const a1 = playerSeasonView('a1', sources)
    expect(a1.awards.map((a) => a.href)).toEqual(['/matches/2026/1', '/matches/2026/2', '/matches/2026/3'])
    expect(a1.matches.filter((m) => m.playerOfMatch)).toHaveLength(3)
  })

  it('is empty for a player no scorecard names', () => {
    expect(playerSeasonView('nobody', sources)).toEqual(NO_SEASON)
    expect(NO_SEASON).toEqual({batting: [], bowling: [], matches: [], bests: [], awards: []})
  })
})

// What a team's page gathers: the team by the slug of its name, its captain from its note, its squad
// (dearest first), its place in the table, its matches and the posts about it; nothing for the open slot.
import {describe, expect, it} from 'vitest'
import type {LeagueSeasonQueryResult, PlayersQueryResult, PostsQueryResult, TeamNotesQueryResult, TeamsQueryResult} from '@/lib/content'
import {teamPageData, teamPageSlugs} from './team-data'

const teams = [
  {_id: 't1', name: 'Oxygen Gangsters', isPlaceholder: false, society: {name: 'Maple County', location: 'Sarjapur'}},
  {_id: 't2', name: 'Oxygen Gladiators', isPlaceholder: false, society: null},
  {_id: 't3', name: 'New Team — Coming Soon', isPlaceholder: true, society: null},
] as unknown as TeamsQueryResult

const side = (id: string, name: string) => ({_id: id, name, icon: null})
const season = {
  year: 2026,
  overs: 8,
  pointsWin: 2,
  pointsTie: 1,
  pointsNoResult: 1,
  matches: [
    {_id: 'm1', matchNumber: 1, status: 'completed', battedFirst: 'home', winner: 'home', home: {runs: 80, wickets: 5, overs: 8}, away: {runs: 70, wickets: 9, overs: 8}, homeTeam: side('t1', 'Oxygen Gangsters'), awayTeam: side('t2', 'Oxygen Gladiators')},
    {_id: 'm2', matchNumber: 2, status: 'scheduled', homeTeam: side('t2', 'Oxygen Gladiators'), awayTeam: side('t1', 'Oxygen Gangsters')},
  ],
} as unknown as LeagueSeasonQueryResult

const players = [
  {_id: 'p1', name: 'A', auctionPrice: 1000, team: {_id: 't1', name: 'Oxygen Gangsters'}},
  {_id: 'p2', name: 'B', auctionPrice: 5000, team: {_id: 't1', name: 'Oxygen Gangsters'}},
  {_id: 'p3', name: 'C', auctionPrice: 9000, team: {_id: 't2', name: 'Oxygen Gladiators'}},
] as unknown as PlayersQueryResult

const notes = [{_id: 'n1', slug: 'oxygen-gangsters', team: 'Oxygen Gangsters', captain: 'Rohan Patil'}] as unknown as TeamNotesQueryResult
const posts = [
  {_id: 'post1', teams: [{_id: 't1', name: 'Oxygen Gangsters'}]},
  {_id: 'post2', teams: [{_id: 't2', name: 'Oxygen Gladiators'}]},
] as unknown as PostsQueryResult

const sources = {teams, season, players, notes, posts}

describe('teamPageSlugs', () => {
  it('gives every real team a page, not the open slot', () => {
    expect(teamPageSlugs(teams)).toEqual(['oxygen-gangsters', 'oxygen-gladiators'])
  })
})

describe('teamPageData', () => {
  it('gathers the team’s captain, squad (dearest first), place, matches and posts', () => {
    const data = teamPageData('oxygen-gangsters', sources)
    expect(data).toMatchObject({captain: 'Rohan Patil', standing: {position: 1, of: 2, points: 2, played: 1}, seasonYear: 2026})
    expect(data?.squad.map((p) => p._id)).toEqual(['p2', 'p1'])
    expect(data?.matches.map((m) => m._id)).toEqual(['m1', 'm2'])
    expect(data?.posts.map((p) => p._id)).toEqual(['post1'])
  })

  it('has no captain, standing or matches before the season (the seed)', () => {
    const data = teamPageData('oxygen-gladiators', {...sources, season: null, notes: []})
    expect(data).toMatchObject({captain: null, standing: null, matches: [], squad: [{_id: 'p3'}]})
  })

  it.each(['new-team-coming-soon', 'no-such-team', ''])('is null for %j', (slug) => {
    expect(teamPageData(slug, sources)).toBeNull()
  })
})

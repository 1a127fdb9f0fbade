import {describe, expect, it} from 'vitest'
import type {LeagueSeasonQueryResult, PlayersQueryResult, TeamNotesQueryResult, TeamsQueryResult} from '@/lib/content'
import {absent} from '@/lib/content/testing/absent'
import {teamLinks} from './team-links'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]

const team = (id: string, name: string, isPlaceholder = false): TeamsQueryResult[number] => ({
  _id: id,
  name,
  icon: null,
  isPlaceholder,
  society: null,
  logo: null,
})

const note = (slug: string, teamName: string): TeamNotesQueryResult[number] => ({
  _id: `note-${slug}`,
  _createdAt: '2025-11-01T09:00:00Z',
  _updatedAt: '2025-11-01T09:00:00Z',
  slug,
  team: teamName,
  captain: '',
  quote: '',
  colours: {from: '', to: ''},
  logo: null,
})

const player = (teamId: string | null): PlayersQueryResult[number] => ({
  _id: `p-${teamId}`,
  name: 'A Player',
  slug: 'a-player',
  role: absent(),
  auctionPrice: null,
  team: teamId ? {_id: teamId, name: 'x'} : null,
  boughtBy: null,
  society: null,
})

const match = (home: [string, string], away: [string, string]): Match =>
  ({
    _id: `m-${home[0]}-${away[0]}`,
    matchNumber: 1,
    stage: 'league',
    startsAt: '2026-10-03T02:30:00Z',
    status: 'scheduled',
    battedFirst: null,
    home: null,
    away: null,
    winner: null,
    venue: null,
    homeTeam: {_id: home[0], name: home[1], icon: null},
    awayTeam: {_id: away[0], name: away[1], icon: null},
    playerOfMatch: null,
  }) as Match

const teams = [team('t1', 'Oxygen Gangsters'), team('t2', 'Oxygen Gladiators'), team('t3', 'New Team', true), team('t4', '')]

describe('teamLinks', () => {
  it('links only to what exists: the seed season has news but no players or fixtures', () => {
    const links = teamLinks(teams, {notes: [note('oxygen-gangsters', 'Oxygen Gangsters')], players: [], matches: []})
    expect(links.get('t1')).toEqual({news: '/news/oxygen-gangsters', players: null, fixtures: null})
    expect(links.get('t2')).toEqual({news: null, players: null, fixtures: null})
  })

  it('adds the players and fixtures anchors once the season has them', () => {
    const links = teamLinks(teams, {
      notes: [note('', 'Oxygen Gladiators')],
      players: [player('t2'), player(null)],
      matches: [match(['t1', 'Oxygen Gangsters'], ['t2', 'Oxygen Gladiators'])],
    })
    expect(links.get('t2')).toEqual({
      news: null,
      players: '/participation/players#team-oxygen-gladiators',
      fixtures: '/participation/teams/oxygen-gladiators#team-matches',
    })
    expect(links.get('t1')?.players).toBeNull()
    expect(links.get('t1')?.fixtures).toBe('/participation/teams/oxygen-gangsters#team-matches')
  })

  it('gives placeholder and nameless teams no links', () => {
    const links = teamLinks(teams, {notes: [note('new-team', 'New Team')], players: [player('t3')], matches: []})
    expect(links.has('t3')).toBe(false)
    expect(links.has('t4')).toBe(false)
  })
})

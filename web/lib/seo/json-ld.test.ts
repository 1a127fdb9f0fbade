// The structured data builders: each node uses only types and properties schema.org defines
// (checked against schema-dts's vocabulary), has what search engines require, and points at the
// configured site.
import type {EventStatusType, NewsArticle, SportsEvent, SportsOrganization, WithContext} from 'schema-dts'
import {describe, expect, expectTypeOf, it} from 'vitest'
import type {KeyDatesQueryResult, SiteSettingsQueryResult, TeamNoteQueryResult} from '@/lib/content'
import type {Fixture} from '../../../league'
import {
  keyDateEventsJsonLd,
  matchEventsJsonLd,
  newsArticleJsonLd,
  organizationId,
  sportsEventJsonLd,
  sportsOrganizationJsonLd,
} from './json-ld'
import {leagueFrom} from './league'
import {schemaOrgProblems} from './testing/schema-org'

/** A key date as the site's query returns it. */
type KeyDate = KeyDatesQueryResult[number]

const SITE = 'https://opl.example.org'

const settings = {
  leagueName: 'Oxygen Premier League',
  shortName: 'OPL',
  description: 'Apartment cricket in Sarjapur.',
  seasonLabel: '2025',
  hostTeam: 'Team Oxygen',
  supportEmail: 'support@example.org',
  socialLink: {label: 'Instagram', url: 'https://www.instagram.com/opl'},
  location: 'Bangalore, Karnataka',
  registrationContact: null,
  logo: null,
} satisfies SiteSettingsQueryResult

const league = leagueFrom(settings, SITE)

const keyDates: KeyDate[] = [
  {_id: 'keyDate-auction', title: 'Player Auction', date: '2025-12-06', dateNote: null, desc: 'Bids.', badge: 'TENTATIVE'},
  {_id: 'keyDate-league-start', title: 'League Matches Begin', date: '2026-01-24', dateNote: 'onwards', desc: 'Matches.', badge: 'SEASON START'},
  {_id: 'keyDate-grand-finale', title: 'Grand Finale', date: '2026-02-08', dateNote: null, desc: 'The final.', badge: 'FINALS'},
]

const note: NonNullable<TeamNoteQueryResult> = {
  _id: 'teamNote-oxygen-gangsters',
  _createdAt: '2025-11-01T09:00:00Z',
  _updatedAt: '2025-11-15T09:00:00Z',
  slug: 'oxygen-gangsters',
  team: 'Oxygen Gangsters',
  captain: 'Rahul Menon',
  quote: 'Every run counts.',
  colours: {from: '#0b6e4f', to: '#21d07a'},
  logo: null,
}

/** schema.org's EventStatusType members (https://schema.org/EventStatusType). */
const EVENT_STATUSES = ['EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled', 'EventScheduled']
const isAbsoluteOnSite = (url: unknown) => typeof url === 'string' && url.startsWith(`${SITE}/`)

describe('sportsOrganizationJsonLd', () => {
  const org = sportsOrganizationJsonLd(league)

  it('describes the league with schema.org vocabulary only', () => {
    expectTypeOf(org).toExtend<WithContext<SportsOrganization>>()
    expect(schemaOrgProblems(org)).toEqual([])
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsOrganization',
      '@id': `${SITE}/#organization`,
      name: 'Oxygen Premier League',
      alternateName: 'OPL',
      url: `${SITE}/`,
      sport: 'Cricket',
      sameAs: ['https://www.instagram.com/opl'],
      location: {'@type': 'Place', name: 'Sarjapur, Bangalore', address: {addressLocality: 'Sarjapur, Bangalore', addressCountry: 'IN'}},
      areaServed: 'Sarjapur, Bangalore',
    })
    expect(org).toMatchObject({logo: expect.stringMatching(`^${SITE}/`)})
  })

  it('still names the league from an empty settings document', () => {
    const bare = sportsOrganizationJsonLd(leagueFrom(null, SITE))
    expect(bare).toMatchObject({name: 'Oxygen Premier League', url: `${SITE}/`, logo: `${SITE}/icons/icon-512.png`})
    expect(bare).not.toHaveProperty('description')
    expect(schemaOrgProblems(bare)).toEqual([])
  })
})

describe('key dates as SportsEvents', () => {
  const graph = keyDateEventsJsonLd(keyDates, league)
  const events = graph['@graph'] as Exclude<SportsEvent, string>[]

  it('has one valid SportsEvent per key date', () => {
    expect(graph['@context']).toBe('https://schema.org')
    expect(events).toHaveLength(3)
    expect(schemaOrgProblems(graph)).toEqual([])
    for (const event of events) {
      expect(event['@type']).toBe('SportsEvent')
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(EVENT_STATUSES.map((s) => `https://schema.org/${s}`)).toContain(event.eventStatus)
      expect(event).toMatchObject({
        location: {'@type': 'Place', name: 'Sarjapur, Bangalore', address: {'@type': 'PostalAddress', addressRegion: 'Karnataka'}},
        organizer: {'@type': 'SportsOrganization', '@id': organizationId(league), name: 'Oxygen Premier League'},
      })
      expect(isAbsoluteOnSite(event.url)).toBe(true)
    }
    expect(events.map((e) => e.startDate)).toEqual(['2025-12-06', '2026-01-24', '2026-02-08'])
  })

  it('marks the tentative date as tentative, and only that one', () => {
    expect(events.map((e) => e.name)).toEqual(['Player Auction (tentative)', 'League Matches Begin', 'Grand Finale'])
    expect(events[0]!.description).toBe('Tentative date: it may move. Bids.')
    const said = sportsEventJsonLd({...keyDates[0]!, desc: 'Date is tentative.'}, league)
    expect(said?.description).toBe('Date is tentative.')
    expect(events[1]!.description).toBe('Matches.')
  })

  it('leaves out a date that is not a real day', () => {
    expect(sportsEventJsonLd({...keyDates[0]!, date: '2025-02-30'}, league)).toBeNull()
    const eventStatus: EventStatusType = 'https://schema.org/EventScheduled'
    expect(sportsEventJsonLd(keyDates[2]!, league)?.eventStatus).toBe(eventStatus)
  })
})

describe('fixtures as SportsEvents', () => {
  const played: Fixture = {
    _id: 'match-07',
    matchNumber: 7,
    stage: 'league',
    startsAt: '2026-01-24T04:30:00Z',
    status: 'completed',
    venue: 'Oxygen Residency',
    battedFirst: 'away',
    homeTeam: {_id: 'team-g', name: 'Oxygen Gangsters'},
    awayTeam: {_id: 'team-d', name: 'Oxygen Desperados'},
    home: {runs: 85, wickets: 3, overs: 7.2},
    away: {runs: 84, wickets: 6, overs: 8},
    winner: 'home',
  }
  const abandoned: Fixture = {...played, _id: 'match-09', matchNumber: 9, status: 'abandoned', venue: null}
  const graph = matchEventsJsonLd([played, abandoned, {...played, _id: 'x', startsAt: null}], league)
  const [event, rained] = graph['@graph'] as SportsEvent[]

  it('is valid schema.org with one event per fixture that has a start', () => {
    expect(schemaOrgProblems(graph)).toEqual([])
    expect(graph['@graph']).toHaveLength(2)
  })

  it('names both teams, the venue and the time, and states the result once played', () => {
    expect(event).toMatchObject({
      '@id': `${SITE}/matches/schedules#match-07`,
      name: 'Match 7: Oxygen Gangsters v Oxygen Desperados',
      startDate: '2026-01-24T04:30:00.000Z',
      homeTeam: {'@type': 'SportsTeam', name: 'Oxygen Gangsters'},
      awayTeam: {'@type': 'SportsTeam', name: 'Oxygen Desperados'},
      location: {'@type': 'Place', name: 'Oxygen Residency'},
      eventStatus: 'https://schema.org/EventScheduled',
      description: 'Oxygen Gangsters 85/3 (7.2), Oxygen Desperados 84/6 (8.0). Oxygen Gangsters won by 7 wickets',
    })
    expect((event as {competitor?: unknown[]}).competitor).toHaveLength(2)
  })

  it('marks an abandoned match cancelled and falls back to the league\'s place', () => {
    expect(rained).toMatchObject({eventStatus: 'https://schema.org/EventCancelled', description: 'Match abandoned'})
    expect(rained).toMatchObject({location: {name: 'Sarjapur, Bangalore'}})
  })
})

describe('newsArticleJsonLd', () => {
  it('describes a news item with headline, image, author and publisher', () => {
    const article = newsArticleJsonLd(note, league, {published: '2025-11-01T10:00:00Z'})!
    expectTypeOf(article).toExtend<WithContext<NewsArticle> | null>()
    expect(schemaOrgProblems(article)).toEqual([])
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Oxygen Gangsters: a word from captain Rahul Menon',
      description: 'Every run counts.',
      url: `${SITE}/news/oxygen-gangsters`,
      mainEntityOfPage: `${SITE}/news/oxygen-gangsters`,
      image: [`${SITE}/news/oxygen-gangsters/opengraph-image`],
      author: {'@type': 'Person', name: 'Rahul Menon'},
      publisher: {'@type': 'SportsOrganization', name: 'Oxygen Premier League', logo: league.logoUrl},
      about: {'@type': 'SportsTeam', name: 'Oxygen Gangsters'},
      datePublished: '2025-11-01T10:00:00Z',
      dateModified: '2025-11-01T10:00:00Z',
    })
    expect((article.headline as string).length).toBeLessThanOrEqual(110)
  })

  it('credits the league when the note has no captain, and skips a note without a slug', () => {
    const article = newsArticleJsonLd({...note, captain: '', quote: '', team: 'Team news'}, league)!
    expect(schemaOrgProblems(article)).toEqual([])
    expect(article).toMatchObject({headline: 'Team news', author: {'@type': 'SportsOrganization'}})
    expect(article).not.toHaveProperty('datePublished')
    expect(newsArticleJsonLd({...note, slug: ''}, league)).toBeNull()
  })
})

describe('the vocabulary check itself', () => {
  it('catches an unknown type and a property the type lacks', () => {
    expect(schemaOrgProblems({'@type': 'SportsEvent', headline: 'x', location: {'@type': 'Plaec'}})).toEqual([
      '$: SportsEvent has no property "headline"',
      '$.location: unknown type Plaec',
    ])
  })
})

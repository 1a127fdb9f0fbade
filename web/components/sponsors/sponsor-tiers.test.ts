import {describe, expect, it} from 'vitest'
import {absent} from '@/lib/content/testing/absent'
import {groupSponsors, sponsorHref, sponsorInitials, type Sponsor} from './sponsor-tiers'

const sponsor = (id: string, tier: Sponsor['tier']): Sponsor => ({
  _id: id,
  name: id,
  tier,
  initials: '',
  tagline: null,
  link: null,
  logo: null,
})

describe('groupSponsors', () => {
  it('sorts sponsors into their tiers, keeping their order, and drops those without a tier', () => {
    const tiers = groupSponsors([
      sponsor('p1', 'powered-by'),
      sponsor('m', 'main'),
      sponsor('c1', 'co'),
      sponsor('x', absent()),
      sponsor('c2', 'co'),
      sponsor('p2', 'powered-by'),
    ])
    expect(tiers.main.map((s) => s._id)).toEqual(['m'])
    expect(tiers.co.map((s) => s._id)).toEqual(['c1', 'c2'])
    expect(tiers.poweredBy.map((s) => s._id)).toEqual(['p1', 'p2'])
  })
})

describe('sponsorInitials', () => {
  it.each([
    [{initials: 'ms', name: 'Your Brand Here'}, 'MS'],
    [{initials: '  ', name: 'Your Brand Here'}, 'YB'],
    [{initials: null, name: 'acme'}, 'A'],
    [{initials: null, name: null}, '★'],
    [{initials: 'ABCDE', name: null}, 'ABC'],
  ])('%j → %s', (input, expected) => {
    expect(sponsorInitials(input)).toBe(expected)
  })
})

describe('sponsorHref', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    [' http://example.com/a ', 'http://example.com/a'],
    ['javascript:alert(1)', undefined],
    ['example.com', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (link, expected) => {
    expect(sponsorHref(link)).toBe(expected)
  })
})

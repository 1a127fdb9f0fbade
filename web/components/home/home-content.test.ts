import {describe, expect, it} from 'vitest'
import type {GallerySectionsQueryResult, SponsorsQueryResult, TeamNotesQueryResult} from '@/lib/content'
import {pickGalleryHighlights, pickMainSponsor, pickNewsHighlights} from './home-content'

const note = (slug: string): TeamNotesQueryResult[number] => ({
  _id: `note-${slug}`,
  _createdAt: '2025-11-01T09:00:00Z',
  _updatedAt: '2025-11-01T09:00:00Z',
  slug,
  team: 'Team news',
  captain: '',
  quote: '',
  colours: {from: '', to: ''},
  logo: null,
})

const image = (key: string) => ({
  _key: key,
  caption: '',
  asset: null,
  crop: null,
  hotspot: null,
  alt: '',
  dimensions: null,
})

const sponsor = (name: string, tier: SponsorsQueryResult[number]['tier']): SponsorsQueryResult[number] => ({
  _id: name,
  name,
  tier,
  initials: '',
  tagline: null,
  link: null,
  logo: null,
})

describe('pickNewsHighlights', () => {
  it('keeps the first notes in order, skipping ones without a slug', () => {
    const notes = [note('a'), note(''), note('b'), note('c'), note('d')]
    expect(pickNewsHighlights(notes, 3).map((n) => n.slug)).toEqual(['a', 'b', 'c'])
  })

  it('returns fewer when there are fewer', () => {
    expect(pickNewsHighlights([note('a')], 3)).toHaveLength(1)
  })
})

describe('pickGalleryHighlights', () => {
  it('takes images across sections in order and remembers each one’s section', () => {
    const sections: GallerySectionsQueryResult = [
      {_id: 's1', name: 'Auction', images: [image('a1'), image('a2')]},
      {_id: 's2', name: 'Photos', images: []},
      {_id: 's3', name: 'Finals', images: [image('f1'), image('f2'), image('f3')]},
    ]
    const picked = pickGalleryHighlights(sections, 4)
    expect(picked.map((i) => [i._key, i.section])).toEqual([
      ['a1', 'Auction'],
      ['a2', 'Auction'],
      ['f1', 'Finals'],
      ['f2', 'Finals'],
    ])
  })
})

describe('pickMainSponsor', () => {
  it('prefers the main tier, else the first, else null', () => {
    expect(pickMainSponsor([sponsor('Co', 'co'), sponsor('Main', 'main')])?.name).toBe('Main')
    expect(pickMainSponsor([sponsor('Co', 'co')])?.name).toBe('Co')
    expect(pickMainSponsor([])).toBeNull()
  })
})

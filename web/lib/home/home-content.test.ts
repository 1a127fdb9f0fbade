import {describe, expect, it} from 'vitest'
import type {GallerySectionsQueryResult, PostsQueryResult, SponsorsQueryResult, TeamNotesQueryResult} from '@/lib/content'
import {pickGalleryHighlights, pickHighlights, pickMainSponsor, pickNewsHighlights} from './home-content'

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
  lqip: null,
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
  const sections: GallerySectionsQueryResult = [
    {_id: 's1', name: 'Auction', images: [image('a1'), image('a2'), image('a3')]},
    {_id: 's2', name: 'Photos', images: []},
    {_id: 's3', name: 'Matches', images: [image('m1'), image('m2'), image('m3')]},
    {_id: 's4', name: 'Finals', images: [image('f1')]},
  ]
  const picks = (from: GallerySectionsQueryResult, count: number) =>
    pickGalleryHighlights(from, count).map((i) => `${i.section}:${i._key}`)

  it.each([
    [1, ['Auction:a1']],
    [3, ['Auction:a1', 'Matches:m1', 'Finals:f1']],
    [4, ['Auction:a1', 'Matches:m1', 'Finals:f1', 'Auction:a2']],
    [6, ['Auction:a1', 'Matches:m1', 'Finals:f1', 'Auction:a2', 'Matches:m2', 'Auction:a3']],
  ])('draws %i in turn from each section, skipping empty and used-up ones', (count, expected) => {
    expect(picks(sections, count)).toEqual(expected)
  })

  it('gives every section a place before any section gets a second', () => {
    const bySection = new Set(pickGalleryHighlights(sections, 3).map((i) => i.section))
    expect(bySection).toEqual(new Set(['Auction', 'Matches', 'Finals']))
  })

  it('returns what there is when there are fewer images than asked, and nothing for no sections', () => {
    expect(picks(sections, 20)).toHaveLength(7)
    expect(picks([], 4)).toEqual([])
    expect(picks([{_id: 'e', name: 'Empty', images: []}], 4)).toEqual([])
  })

  it('takes one section’s images in order when it is the only one', () => {
    expect(picks([sections[0]!], 2)).toEqual(['Auction:a1', 'Auction:a2'])
  })
})

describe('pickMainSponsor', () => {
  it('prefers the main tier, else the first, else null', () => {
    expect(pickMainSponsor([sponsor('Co', 'co'), sponsor('Main', 'main')])?.name).toBe('Main')
    expect(pickMainSponsor([sponsor('Co', 'co')])?.name).toBe('Co')
    expect(pickMainSponsor([])).toBeNull()
  })
})

describe('pickHighlights', () => {
  const post = (slug: string) => ({_id: `post-${slug}`, slug}) as PostsQueryResult[number]
  const notes = [note('a'), note('b'), note('c'), note('d')]
  const posts = [post('newest'), post('older'), post('oldest')]

  it('is the spec’s before a season has data: the first notes and no posts', () => {
    const picked = pickHighlights({posts, notes}, {seasonHasData: false, noteCount: 3, postCount: 2})
    expect(picked.posts).toEqual([])
    expect(picked.notes.map((n) => n.slug)).toEqual(['a', 'b', 'c'])
  })

  it('leads with the newest posts and keeps every team’s note while a season has data', () => {
    const picked = pickHighlights({posts, notes}, {seasonHasData: true, noteCount: 3, postCount: 2})
    expect(picked.posts.map((p) => p.slug)).toEqual(['newest', 'older'])
    expect(picked.notes.map((n) => n.slug)).toEqual(['a', 'b', 'c', 'd'])
  })
})

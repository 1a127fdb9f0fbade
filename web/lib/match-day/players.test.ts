// Player ids to names and pages: a page only for a slug an address can carry, each slug once, and a
// name for every id a scorecard holds, even one the dataset has lost.
import {describe, expect, it} from 'vitest'
import {isPlayerSlug, playerDirectory, playerPageSlugs, UNKNOWN_PLAYER} from './players'

const players = [
  {_id: 'p1', name: 'Aarav Sharma', slug: 'aarav-sharma'},
  {_id: 'p2', name: 'Rohan Kumar', slug: 'rohan-kumar'},
  {_id: 'p3', name: 'Rohan Kumar', slug: 'rohan-kumar'},
  {_id: 'p4', name: 'No Slug', slug: null},
  {_id: 'p5', name: 'Bad Slug', slug: '../etc'},
  {_id: 'p6', name: '  ', slug: 'blank-name'},
]

describe('isPlayerSlug', () => {
  it.each([
    ['aarav-sharma', true],
    ['player-2', true],
    ['Aarav', false],
    ['a--b', false],
    ['-a', false],
    ['a/b', false],
    ['', false],
    ['a'.repeat(97), false],
  ])('%s: %s', (slug, ok) => expect(isPlayerSlug(slug)).toBe(ok))
})

describe('playerPageSlugs', () => {
  it('lists each valid slug of a named player once', () => {
    expect(playerPageSlugs(players)).toEqual(['aarav-sharma', 'rohan-kumar'])
  })
})

describe('playerDirectory', () => {
  const directory = playerDirectory(players)

  it('names a player with the address of their page', () => {
    expect(directory.name('p1')).toEqual({id: 'p1', name: 'Aarav Sharma', href: '/participation/players/aarav-sharma'})
  })

  it('gives a shared slug to the first player only; the other is named, unlinked', () => {
    expect(directory.name('p2').href).toBe('/participation/players/rohan-kumar')
    expect(directory.name('p3')).toEqual({id: 'p3', name: 'Rohan Kumar', href: null})
    expect(directory.bySlug('rohan-kumar')?._id).toBe('p2')
  })

  it('names players without a usable slug, and ids it does not know', () => {
    expect(directory.name('p4')).toEqual({id: 'p4', name: 'No Slug', href: null})
    expect(directory.name('p5').href).toBeNull()
    expect(directory.name('gone')).toEqual({id: 'gone', name: UNKNOWN_PLAYER, href: null})
    expect(directory.bySlug('blank-name')).toBeNull()
    expect(directory.bySlug('no-such')).toBeNull()
  })
})

import {describe, expect, it} from 'vitest'
import {describeHeading, photosToList} from './photo-list'

const done = (key: string) => ({_key: key, caption: `Caption ${key}`, alt: `Alt ${key}`})

describe('photosToList', () => {
  it('lists the photos that need a caption or a description, in their order', () => {
    expect(photosToList([done('a'), {_key: 'b'}, {_key: 'c', caption: 'Toss'}, done('d')], [])).toEqual(['b', 'c'])
  })

  it('keeps a photo listed once its words are typed, and follows a new order', () => {
    expect(photosToList([done('c'), done('a'), {_key: 'b'}], ['b', 'c'])).toEqual(['c', 'b'])
  })

  it('drops a photo that was removed from the section', () => {
    expect(photosToList([{_key: 'b'}], ['a', 'b'])).toEqual(['b'])
  })
})

describe('describeHeading', () => {
  it.each([
    [[{_key: 'a'}, {_key: 'b', caption: 'Toss', alt: ' '}, done('c')], 'Describe 2 photos'],
    [[{_key: 'a', alt: 'Toss'}], 'Describe 1 photo'],
    [[done('a')], 'Every photo is described'],
  ])('%j → %s', (photos, heading) => {
    expect(describeHeading(photos)).toBe(heading)
  })
})

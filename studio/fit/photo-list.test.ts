import {describe, expect, it} from 'vitest'
import {describeHeading, photosToList, realPhotos} from './photo-list'
import {uploadProgressText} from './upload-photos'

const asset = {_ref: 'image-a-1200x800-jpg'}
const done = (key: string) => ({_key: key, asset, caption: `Caption ${key}`, alt: `Alt ${key}`})

describe('photosToList', () => {
  it('lists the photos that need a caption or a description, in their order', () => {
    expect(photosToList([done('a'), {_key: 'b', asset}, {_key: 'c', asset, caption: 'Toss'}, done('d')], [])).toEqual(['b', 'c'])
  })

  it('keeps a photo listed once its words are typed, and follows a new order', () => {
    expect(photosToList([done('c'), done('a'), {_key: 'b', asset}], ['b', 'c'])).toEqual(['c', 'b'])
  })

  it('drops a photo that was removed from the section', () => {
    expect(photosToList([{_key: 'b', asset}], ['a', 'b'])).toEqual(['b'])
  })
})

describe('describeHeading', () => {
  it.each([
    [[{_key: 'a', asset}, {_key: 'b', asset, caption: 'Toss', alt: ' '}, done('c')], 'Describe 2 photos'],
    [[{_key: 'a', _upload: {progress: 40}, alt: 'Toss'}], 'Describe 1 photo'],
    [[done('a')], 'Every photo is described'],
  ])('%j → %s', (photos, heading) => {
    expect(describeHeading(photos)).toBe(heading)
  })
})

describe('an item added and closed with no file', () => {
  it('is not a photo: the panel neither lists nor counts it', () => {
    const photos = [done('a'), {_key: 'empty'}, {_key: 'b', asset}]
    expect(photosToList(photos, [])).toEqual(['b'])
    expect(describeHeading(photos)).toBe('Describe 1 photo')
    expect(realPhotos(photos).map((p) => p._key)).toEqual(['a', 'b'])
  })
})

describe('the upload line', () => {
  it.each([
    [{done: 0, failed: 0, total: 8}, 'Uploading 1 of 8…'],
    [{done: 7, failed: 0, total: 8}, 'Uploading 8 of 8…'],
    [{done: 8, failed: 0, total: 8}, '8 of 8 photos added'],
    [{done: 6, failed: 1, total: 8}, 'Uploading 8 of 8…; 1 could not be uploaded'],
    [{done: 1, failed: 0, total: 1}, '1 of 1 photo added'],
  ])('%j → %s', (progress, text) => expect(uploadProgressText(progress)).toBe(text))
})

import {describe, expect, it} from 'vitest'
import imageLoader from '@/lib/content/image-loader'
import {BLANK_IMAGE_SRC} from '@/lib/content/images'
import {toLightboxImages} from './lightbox-images'
import {largeSources, largestSource} from './lightbox-sources'

const photo = {
  _key: 'auction-1',
  caption: 'Paddles up for the first pick',
  alt: null,
  asset: {_ref: 'image-adf5f33c22c87ec4d48c9e855b8d119dd4a666c5-1200x800-jpg'},
  crop: null,
  hotspot: null,
  dimensions: {width: 1200, height: 800},
}

describe('toLightboxImages', () => {
  const [image] = toLightboxImages([photo], {width: 400, height: 267})

  it('gives a thumbnail sized to the box, whose other widths the loader writes in its shape', () => {
    expect(image).toMatchObject({key: 'auction-1', width: 400, height: 267})
    // The box has the photo's own shape, so the width alone is asked (no crop); see images.test.ts.
    expect(image!.src).toMatch(/\?w=400&auto=format$/)
    expect(imageLoader({src: image!.src, width: 480})).toMatch(/\?w=480&auto=format$/)
    const [square] = toLightboxImages([photo], {width: 300, height: 300})
    expect(imageLoader({src: square!.src, width: 240})).toMatch(/rect=200,0,800,800&w=240&h=240&fit=crop&auto=format$/)
  })

  it('leaves out the largest version’s URL when it is the thumbnail’s at another width, and keeps a cropped one’s', () => {
    expect(image!.large).not.toHaveProperty('src')
    expect(largestSource(image!)).toEqual({src: image!.src.replace('w=400', 'w=1200'), width: 1200, height: 800})
    const [square] = toLightboxImages([photo], {width: 300, height: 300})
    expect(square!.src).toMatch(/fit=crop/)
    expect(square!.large.src).toMatch(/\?w=1200&auto=format$/)
    expect(largestSource(square!).src).toBe(square!.large.src)
  })

  it('uses the caption as alt text when the CMS has none, and keeps the caption', () => {
    expect(image!.alt).toBe('Paddles up for the first pick')
    expect(image!.caption).toBe('Paddles up for the first pick')
  })

  it('gives large versions in the original aspect ratio, never wider than the original', () => {
    const large = largeSources(largestSource(image!))
    expect(large.map(({width, height}) => [width, height])).toEqual([
      [800, 533],
      [1200, 800],
    ])
    expect(large[0]!.src).toMatch(/\?w=800&auto=format$/)
    expect(large[1]!.src).toMatch(/\?w=1200&auto=format$/)
  })

  it('carries the photo’s LQIP for the thumbnail placeholder, and none when the asset has none', () => {
    const lqip = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ=='
    const [withLqip, without] = toLightboxImages([{...photo, lqip}, photo], {width: 400, height: 267})
    expect(withLqip!.lqip).toBe(lqip)
    expect(without).not.toHaveProperty('lqip')
  })

  it('asks for 1600 px when the original is that wide', () => {
    const [big] = toLightboxImages([{...photo, dimensions: {width: 4000, height: 3000}}], {width: 400, height: 300})
    expect(largeSources(largestSource(big!)).map(({width}) => width)).toEqual([800, 1600])
  })

  it('falls back to the blank image when the asset is missing', () => {
    const [missing] = toLightboxImages([{...photo, _key: null, caption: null, asset: null}], {width: 400, height: 267})
    expect(missing).toMatchObject({key: 'image-0', src: BLANK_IMAGE_SRC, alt: 'Photo 1', caption: ''})
    expect(largeSources(largestSource(missing!)).every(({src}) => src === BLANK_IMAGE_SRC)).toBe(true)
  })
})

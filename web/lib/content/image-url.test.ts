// Other widths of one image URL: what the builder itself writes for them, so a srcset made in the
// browser from one URL names the same files as one made on the server for every width.
import {describe, expect, it} from 'vitest'
import {IMAGE_WIDTHS} from '../limits'
import {BLANK_IMAGE_SRC, atWidth, listedSrc, listedWidth, srcSetByDensity, srcSetByWidth} from './image-url'
import {imageProps} from './images'

const asset = {_ref: 'image-adf5f33c22c87ec4d48c9e855b8d119dd4a666c5-1200x800-jpg'}
const photo = {asset, crop: null, hotspot: null, dimensions: {width: 1200, height: 800}}
const cropped = {...photo, crop: {top: 0.1, bottom: 0, left: 0.05, right: 0}, hotspot: {x: 0.4, y: 0.6, width: 0.5, height: 0.5}}

describe('atWidth', () => {
  it('is the builder’s URL for the other width: the width alone for a picture in its own shape', () => {
    const at400 = imageProps(photo, {width: 400}).src
    for (const width of [240, 800, 1600]) expect(atWidth(at400, 400, width)).toBe(imageProps(photo, {width}).src)
  })

  it('scales a crop box’s height with the width and keeps the crop region', () => {
    const box = imageProps(cropped, {width: 300, height: 200}).src
    expect(box).toMatch(/rect=\d+,\d+,\d+,\d+&w=300&h=200&fit=crop/)
    for (const width of [240, 600, 900]) {
      expect(atWidth(box, 300, width)).toBe(imageProps(cropped, {width, height: (width * 2) / 3}).src)
    }
  })

  it('leaves a URL without a width (the blank tile) as it is', () => {
    expect(atWidth(BLANK_IMAGE_SRC, 400, 800)).toBe(BLANK_IMAGE_SRC)
  })

  it('does not touch parameters that merely end in w or h', () => {
    expect(atWidth('/i/x.jpg?w=100&h=50&bgw=10&fit=crop', 100, 200)).toBe('/i/x.jpg?w=200&h=100&bgw=10&fit=crop')
  })
})

describe('srcsets', () => {
  it('by width: one candidate per width, described by it', () => {
    expect(srcSetByWidth('/i/x.jpg?w=400&auto=format', 400, [320, 640])).toBe(
      '/i/x.jpg?w=320&auto=format 320w, /i/x.jpg?w=640&auto=format 640w',
    )
  })

  it('by density: the picture at 1x and at twice its width for 2x, each at the listed width that covers it', () => {
    expect(srcSetByDensity('/i/x.jpg?w=80&h=80&fit=crop', 80)).toBe('/i/x.jpg?w=80&h=80&fit=crop 1x, /i/x.jpg?w=160&h=160&fit=crop 2x')
    expect(srcSetByDensity('/i/x.jpg?w=72&h=72&fit=crop', 72)).toBe('/i/x.jpg?w=80&h=80&fit=crop 1x, /i/x.jpg?w=160&h=160&fit=crop 2x')
  })
})

describe('listed widths only', () => {
  const widthsIn = (srcset: string) => [...srcset.matchAll(/[?&]w=(\d+)/g)].map((match) => Number(match[1]))

  it('rounds a width up to the image route’s list, never past a limit', () => {
    expect(listedWidth(40)).toBe(48)
    expect(listedWidth(48)).toBe(48)
    expect(listedWidth(513)).toBe(640)
    expect(listedWidth(5000)).toBe(2400)
    expect(listedWidth(1500, 1350)).toBe(1350)
  })

  // The fixed-size pictures of the seed's pages (crests, logos, covers, cards) were drawn at these and
  // asked for them, and for twice them: 40, 72, 88, 120, 144, 176, 300 and 512 px were off the list.
  it.each([24, 40, 44, 56, 72, 88, 120, 144, 150, 176, 256, 300, 360, 512, 600, 1000])(
    'a picture drawn %i px wide names only listed widths, a crop box’s shape kept',
    (width) => {
      const {src} = imageProps(cropped, {width, height: width})
      const named = [...widthsIn(srcSetByDensity(src, width)), ...widthsIn(listedSrc(src, width))]
      for (const w of named) expect(IMAGE_WIDTHS).toContain(w)
      expect(Math.min(...named)).toBeGreaterThanOrEqual(width)
      expect(Math.max(...named)).toBeGreaterThanOrEqual(Math.min(width * 2, IMAGE_WIDTHS.at(-1)!))
      for (const url of srcSetByDensity(src, width).split(', ')) {
        const [, w, h] = /w=(\d+)&h=(\d+)/.exec(url)!
        expect(Number(h)).toBe(Number(w))
      }
    },
  )
})

// The image loader: every width next/image asks for becomes a listed one, a picture keeps its crop region
// and box shape at every width, each backend's base URL stays its own, and what names no picture passes.
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {IMAGE_DEVICE_SIZES, IMAGE_SIZES, IMAGE_WIDTHS} from '../limits'
import imageLoader, {BLANK_IMAGE_SRC, listedWidth} from './image-loader'
import {imageProps} from './images'

const FILE = 'adf5f33c22c87ec4d48c9e855b8d119dd4a666c5-1200x800.jpg'
const photo = {
  asset: {_ref: 'image-adf5f33c22c87ec4d48c9e855b8d119dd4a666c5-1200x800-jpg'},
  crop: {_type: 'sanity.imageCrop', top: 0.05, bottom: 0.1, left: 0.2, right: 0.03},
  hotspot: {_type: 'sanity.imageHotspot', x: 0.7, y: 0.4, width: 0.2, height: 0.2},
  alt: 'The toss',
  dimensions: {width: 1200, height: 800},
}

const params = (url: string) => new URL(url, 'http://site.test').searchParams

describe('imageLoader', () => {
  it.each([
    [1, 48],
    [48, 48],
    [49, 64],
    [300, 320],
    [828, 960],
    [1601, 2000],
    [5000, 2400],
  ])('asks for a picture %i px wide at %i px, the next listed width', (width, listed) => {
    const src = `/images/embedded/production/${FILE}?w=400&auto=format`
    expect(imageLoader({src, width})).toBe(`/images/embedded/production/${FILE}?w=${listed}&auto=format`)
  })

  it('every width next/image offers is a listed one, so the snap changes none of them', () => {
    for (const width of [...IMAGE_SIZES, ...IMAGE_DEVICE_SIZES]) {
      expect(IMAGE_WIDTHS as readonly number[]).toContain(width)
      expect(listedWidth(width)).toBe(width)
    }
  })

  it('keeps the crop region fitted from the CMS crop and hotspot, and the box shape, at every width', () => {
    const src = imageProps(photo, {width: 400, height: 267}).src
    const rect = params(src).get('rect')
    expect(rect).toMatch(/^\d+,\d+,\d+,\d+$/)
    for (const width of [48, 240, 400, 800, 1600]) {
      const url = params(imageLoader({src, width}))
      expect(url.get('rect'), `at ${width}`).toBe(rect)
      expect(url.get('w')).toBe(String(width))
      expect(Number(url.get('h'))).toBe(Math.round((267 * width) / 400))
      expect(url.get('fit')).toBe('crop')
      expect(url.get('auto')).toBe('format')
    }
    // At its own width, the URL imageProps wrote, as it wrote it.
    expect(imageLoader({src, width: 400})).toBe(src)
  })

  it('writes a square box of the same picture in its own region', () => {
    const square = imageProps(photo, {width: 96, height: 96}).src
    const wide = imageProps(photo, {width: 400, height: 267}).src
    const url = params(imageLoader({src: square, width: 240}))
    expect(url.get('rect')).not.toBe(params(wide).get('rect'))
    expect([url.get('w'), url.get('h')]).toEqual(['240', '240'])
  })

  it('keeps each backend’s base URL: the embedded route’s site path, Sanity’s CDN or its stand-in', () => {
    const query = '?rect=10,20,600,400&w=400&h=267&fit=crop&auto=format'
    for (const base of ['/images/embedded/production', 'https://cdn.sanity.io/images/abc123/production', 'http://127.0.0.1:4210/cdn/images/abc123/staging']) {
      expect(imageLoader({src: `${base}/${FILE}${query}`, width: 800})).toBe(`${base}/${FILE}?rect=10,20,600,400&w=800&h=534&fit=crop&auto=format`)
    }
  })

  it('writes only what imageProps writes: a caller’s own quality, format or size parameters are dropped', () => {
    const src = `/images/embedded/production/${FILE}?w=400&q=1&fm=png&blur=50&dpr=3&max-w=9999&auto=format`
    expect(imageLoader({src, width: 400})).toBe(`/images/embedded/production/${FILE}?w=400&auto=format`)
    // A rect that is no region is left out rather than passed on.
    expect(imageLoader({src: `/images/embedded/production/${FILE}?rect=0,0,0,0&w=400`, width: 400})).toBe(`/images/embedded/production/${FILE}?w=400`)
  })

  it('passes on what names no CMS picture: the blank tile, a file of the site', () => {
    expect(imageLoader({src: BLANK_IMAGE_SRC, width: 640})).toBe(BLANK_IMAGE_SRC)
    expect(imageLoader({src: '/images/embedded/production/../../package.json', width: 640})).toBe('/images/embedded/production/../../package.json')
  })

  it('is the loader next.config.ts gives next/image, with the listed widths', async () => {
    const {default: config} = await import('../../../next.config')
    expect(config.images).toMatchObject({loader: 'custom', imageSizes: [...IMAGE_SIZES], deviceSizes: [...IMAGE_DEVICE_SIZES]})
    // Next reads loaderFile from the folder it evaluates the config in (here the repo root, where it is).
    const evaluatedIn = path.resolve(import.meta.dirname, '../../..')
    expect(path.resolve(evaluatedIn, config.images!.loaderFile!)).toBe(path.join(import.meta.dirname, 'image-loader.ts'))
    expect(config.images).not.toHaveProperty('unoptimized')
  })
})

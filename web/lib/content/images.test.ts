// imageProps: what an <img> needs from a queried image, including the LQIP for a blurred placeholder.
import {describe, expect, it} from 'vitest'
import {BLANK_IMAGE_SRC, imageProps, placeholderStyle} from './images'

const LQIP = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA=='
const photo = {
  asset: {_ref: 'image-adf5f33c22c87ec4d48c9e855b8d119dd4a666c5-1200x800-jpg'},
  crop: null,
  hotspot: null,
  alt: 'The toss',
  dimensions: {width: 1200, height: 800},
  lqip: LQIP,
}

describe('imageProps', () => {
  it('carries the asset’s LQIP beside the sized sources', () => {
    const props = imageProps(photo, {width: 400, height: 267})
    expect(props).toMatchObject({width: 400, height: 267, alt: 'The toss', lqip: LQIP})
    expect(props.src).toMatch(/\?w=400&auto=format$/)
  })

  it('asks for a width alone when the box has the picture’s own shape, a crop when it does not', () => {
    const whole = imageProps(photo, {width: 400, height: 267})
    expect(whole.src).toBe('/images/embedded/production/adf5f33c22c87ec4d48c9e855b8d119dd4a666c5-1200x800.jpg?w=400&auto=format')
    expect(imageProps(photo, {width: 400}).src).toMatch(/\?w=400&auto=format$/)
    expect(imageProps(photo, {width: 200, height: 200}).src).toMatch(/w=200&h=200&fit=crop/)
    const cropped = {...photo, crop: {top: 0.1, bottom: 0, left: 0, right: 0}}
    expect(imageProps(cropped, {width: 400, height: 267}).src).toMatch(/rect=.*w=400&h=267&fit=crop/)
    expect(imageProps({...photo, dimensions: null}, {width: 400, height: 267}).src).toMatch(/w=400&h=267&fit=crop/)
  })

  it('has no lqip when the asset has none, or when it is not a data: image URL', () => {
    for (const lqip of [null, undefined, '', 'https://cdn.example.com/x.jpg', 'data:image/jpeg;base64,AA);background:red']) {
      expect(imageProps({...photo, lqip}, {width: 400})).not.toHaveProperty('lqip')
    }
  })

  it('has no lqip on the blank fallback of a missing image', () => {
    const props = imageProps({...photo, asset: null}, {width: 400})
    expect(props.src).toBe(BLANK_IMAGE_SRC)
    expect(props).not.toHaveProperty('lqip')
  })
})

describe('placeholderStyle', () => {
  it('puts the LQIP behind the image, covering its box; nothing without one', () => {
    expect(placeholderStyle(LQIP)).toEqual({backgroundImage: `url(${LQIP})`, backgroundSize: 'cover'})
    expect(placeholderStyle(undefined)).toBeUndefined()
  })
})

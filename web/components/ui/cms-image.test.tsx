// @vitest-environment jsdom
// CmsImage: the blurred LQIP behind a photo only when asked for (placeholder="blur"); logos and crests,
// which have transparent backgrounds, get none.
import {cleanup, render} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {CmsImage} from './cms-image'

const LQIP = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA=='
const image = {
  asset: {_ref: 'image-adf5f33c22c87ec4d48c9e855b8d119dd4a666c5-1200x800-jpg'},
  alt: 'The toss',
  dimensions: {width: 1200, height: 800},
  lqip: LQIP,
}

afterEach(cleanup)

const img = (element: React.ReactElement) => render(element).container.querySelector('img')!

describe('CmsImage', () => {
  it('with placeholder="blur", shows the LQIP as the image’s background, covering its box', () => {
    const photo = img(<CmsImage image={image} width={400} height={267} placeholder="blur" />)
    expect(photo.style.backgroundImage).toBe(`url("${LQIP}")`)
    expect(photo.style.backgroundSize).toBe('cover')
    expect(photo.getAttribute('alt')).toBe('The toss')
  })

  it('keeps a style of its own beside the placeholder', () => {
    const photo = img(<CmsImage image={image} width={400} placeholder="blur" style={{objectPosition: '10% 20%'}} />)
    expect(photo.style.objectPosition).toBe('10% 20%')
    expect(photo.style.backgroundImage).toBe(`url("${LQIP}")`)
  })

  it('without the opt-in (logos, crests), has no background and no stray lqip attribute', () => {
    const crest = img(<CmsImage image={image} width={64} height={64} decorative />)
    expect(crest.style.backgroundImage).toBe('')
    expect(crest.hasAttribute('style')).toBe(false)
    expect(crest.hasAttribute('lqip')).toBe(false)
    expect(crest.getAttribute('alt')).toBe('')
  })

  it('with the opt-in but no LQIP on the asset, has no background', () => {
    const photo = img(<CmsImage image={{...image, lqip: null}} width={400} placeholder="blur" />)
    expect(photo.hasAttribute('style')).toBe(false)
  })

  it('offers the picture at 1x and 2x, and the blank tile alone when the image is missing', () => {
    const photo = img(<CmsImage image={image} width={400} />)
    expect(photo.getAttribute('src')).toMatch(/\?w=400&auto=format$/)
    expect(photo.getAttribute('srcset')).toBe(`${photo.getAttribute('src')} 1x, ${photo.getAttribute('src')!.replace('w=400', 'w=800')} 2x`)
    const missing = img(<CmsImage image={{...image, asset: null}} width={400} />)
    expect(missing.getAttribute('src')).toBe('/blank.svg')
    expect(missing.hasAttribute('srcset')).toBe(false)
  })
})

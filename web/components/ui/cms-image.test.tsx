// CmsImage: what it hands next/image. The picture's URL at its box (the loader writes the other widths),
// its intrinsic size, its alt text, the LQIP as its placeholder only when asked for (placeholder="blur"; logos and
// crests, which have transparent backgrounds, get none), and the blank tile alone for a missing image.
// How next/image draws these in the page is the browser tests' (tests/e2e/images.spec.ts).
import Image from 'next/image'
import type {ComponentProps, ReactElement} from 'react'
import {describe, expect, it} from 'vitest'
import {CmsImage} from './cms-image'

const LQIP = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA=='
const image = {
  asset: {_ref: 'image-adf5f33c22c87ec4d48c9e855b8d119dd4a666c5-1200x800-jpg'},
  alt: 'The toss',
  dimensions: {width: 1200, height: 800},
  lqip: LQIP,
}

/** The next/image element CmsImage draws, and the props it gives it. */
function drawn(element: ReactElement<ComponentProps<typeof CmsImage>>) {
  const output = CmsImage(element.props) as ReactElement<ComponentProps<typeof Image>>
  expect(output.type).toBe(Image)
  return output.props
}

describe('CmsImage', () => {
  it('hands next/image the picture at its box, its size and alt text; lazy unless told', () => {
    const photo = drawn(<CmsImage image={image} width={400} />)
    expect(photo).toMatchObject({src: expect.stringMatching(/-1200x800\.jpg\?w=400&auto=format$/), width: 400, height: 267, alt: 'The toss', unoptimized: false})
    expect(photo.loading).toBeUndefined()
    expect(drawn(<CmsImage image={image} width={120} height={120} loading="eager" fetchPriority="high" />)).toMatchObject({loading: 'eager', fetchPriority: 'high', width: 120, height: 120})
  })

  it('with placeholder="blur", gives next/image the asset’s LQIP as its placeholder; a style of its own stays', () => {
    const photo = drawn(<CmsImage image={image} width={400} height={267} placeholder="blur" style={{objectPosition: '10% 20%'}} />)
    expect(photo).toMatchObject({placeholder: LQIP, style: {objectPosition: '10% 20%'}})
  })

  it('without the opt-in (logos, crests), or with no LQIP on the asset, has no placeholder', () => {
    const crest = drawn(<CmsImage image={image} width={64} height={64} decorative />)
    expect(crest).not.toHaveProperty('placeholder')
    expect(crest).not.toHaveProperty('lqip')
    expect(crest.alt).toBe('')
    expect(drawn(<CmsImage image={{...image, lqip: null}} width={400} placeholder="blur" />)).not.toHaveProperty('placeholder')
  })

  it('draws the blank tile, as its one file, when the image is missing', () => {
    const missing = drawn(<CmsImage image={{...image, asset: null, alt: null}} width={400} height={267} alt="Sponsor" />)
    expect(missing).toMatchObject({src: '/blank.svg', unoptimized: true, width: 400, height: 267, alt: 'Sponsor'})
  })
})

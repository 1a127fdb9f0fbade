// @vitest-environment jsdom
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import type {LightboxViewerProps} from './lightbox-viewer'
import type {LightboxImage} from '@/lib/gallery/lightbox-images'

// The real viewer (yet-another-react-lightbox) is exercised in the browser tests; here a stand-in for its
// module records what GalleryLightbox asks of it (and its import finishes at once, instead of loading the
// real library after this file's environment is gone: vitest's EnvironmentTeardownError).
const viewer = vi.hoisted(() => ({props: [] as LightboxViewerProps[]}))
vi.mock('./lightbox-viewer', () => ({
  LightboxViewer: function FakeViewer(props: LightboxViewerProps) {
    viewer.props.push(props)
    return props.open ? <div role="dialog" aria-label={props.label} /> : null
  },
}))

const {BLANK_IMAGE_SRC} = await import('@/lib/content/image-loader')
const {GalleryLightbox} = await import('./gallery-lightbox')
const {THUMB_SIZES} = await import('./thumb-sizes')

const images: LightboxImage[] = ['First', 'Second', 'Third'].map((caption, at) => ({
  key: `k${at}`,
  src: `/images/${at}.jpg?w=400&auto=format`,
  width: 400,
  height: 267,
  alt: caption,
  caption,
  large: {src: `/images/${at}-large.jpg`, width: 1600, height: 1067},
}))
const blank: LightboxImage = {...images[1]!, src: BLANK_IMAGE_SRC}

const lastProps = () => viewer.props[viewer.props.length - 1]!

afterEach(() => {
  cleanup()
  viewer.props = []
})

describe('GalleryLightbox', () => {
  it('renders a labelled list of thumbnail links to the full images, lazy past the eager ones, and no viewer yet', () => {
    render(<GalleryLightbox images={images} label="Closing Day photos" eager={1} />)
    const links = screen.getByRole('list', {name: 'Closing Day photos'}).querySelectorAll('a')
    expect([...links].map((link) => link.textContent)).toEqual(['First', 'Second', 'Third'])
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/images/0-large.jpg', '/images/1-large.jpg', '/images/2-large.jpg'])
    expect(screen.getByRole('img', {name: 'First'}).getAttribute('loading')).toBe('eager')
    expect(screen.getByRole('img', {name: 'Third'}).getAttribute('loading')).toBe('lazy')
    expect(viewer.props).toHaveLength(0)
  })

  it("draws every thumbnail with the list's sizes: the gallery grid's unless told, none for the blank tile", () => {
    const {unmount} = render(<GalleryLightbox images={images} label="Grid" />)
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('sizes'))).toEqual([THUMB_SIZES, THUMB_SIZES, THUMB_SIZES])
    unmount()
    render(<GalleryLightbox images={[images[0]!, blank]} label="Highlights" sizes="50vw" />)
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('sizes'))).toEqual(['50vw', null])
    expect(screen.getAllByRole('img').map((img) => img.hasAttribute('srcset'))).toEqual([true, false])
  })

  it('opens the viewer at the thumbnail clicked, follows its moves, and on close focuses the thumbnail', async () => {
    render(<GalleryLightbox images={images} label="Closing Day photos" />)
    const second = screen.getByRole('link', {name: 'Second'})
    // The lightbox takes the click over: the link is not followed.
    let followed = true
    await act(async () => void (followed = fireEvent.click(second)))
    expect(followed).toBe(false)
    expect(lastProps()).toMatchObject({open: true, index: 1, label: 'Closing Day photos', images})

    act(() => lastProps().onView(2))
    expect(lastProps().index).toBe(2)

    act(() => lastProps().onClose())
    expect(lastProps().open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(second)
  })

  it('draws the viewer open in the same commit as the click once its module is in (no Suspense fallback first)', async () => {
    render(<GalleryLightbox images={images} label="Closing Day photos" />)
    const list = screen.getByRole('list', {name: 'Closing Day photos'})
    await act(async () => void fireEvent.pointerEnter(list))
    act(() => void fireEvent.click(screen.getByRole('link', {name: 'Third'})))
    // Synchronously, with no promise left to settle: React 19 held a lazy viewer back 300 ms.
    expect(screen.getByRole('dialog', {name: 'Closing Day photos'})).toBeTruthy()
    expect(lastProps()).toMatchObject({open: true, index: 2})
  })

  it('leaves a Ctrl/Cmd-click (new tab) to the link, without opening the viewer', () => {
    render(<GalleryLightbox images={images} label="Closing Day photos" />)
    // Runs after React's handler: records whether it stopped the link, then stops jsdom navigating.
    const followed: boolean[] = []
    const record = (event: Event) => {
      followed.push(!event.defaultPrevented)
      event.preventDefault()
    }
    window.addEventListener('click', record)
    fireEvent.click(screen.getByRole('link', {name: 'First'}), {ctrlKey: true})
    fireEvent.click(screen.getByRole('link', {name: 'First'}), {metaKey: true})
    window.removeEventListener('click', record)
    expect(followed).toEqual([true, true])
    expect(viewer.props).toHaveLength(0)
  })

  it('renders nothing without images', () => {
    const {container} = render(<GalleryLightbox images={[]} label="Empty" />)
    expect(container.innerHTML).toBe('')
  })
})

// @vitest-environment jsdom
// The hero carousel's markup and controls (WAI carousel pattern): slides labelled "N of 3", only the
// current one exposed, one dot per slide marking the current one, the buttons shown once Embla (loaded
// after hydration) drives the slides, and no autoplay control for visitors who asked for reduced motion; the slide pictures behind the band (first eager with high
// priority, the rest lazy, framed on the hotspot). Timing (autoplay, fade, pausing) is covered end to end.
import {act, cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import type {HeroSlidesQueryResult} from '@/lib/content'
import {HeroCarousel} from './hero-carousel'
import {BACKDROP_WIDTH, hotspotPosition} from './hero-picture'
import {HeroSection} from './hero-section'

const SLIDES: HeroSlidesQueryResult = [
  {_id: 'a', headlineTop: 'Oxygen Premier League', headlineEmph: 'Apartment Premier League', tagline: 'Sarjapur', image: null},
  {_id: 'b', headlineTop: 'Oxygen Premier League', headlineEmph: 'Season 2', tagline: 'Bigger', image: null},
  {_id: 'c', headlineTop: "Sarjapur's Own", headlineEmph: 'Apartment Cricket Carnival', tagline: '', image: null},
]

/** A slide picture as the query returns it (the asset reference names its size, as Sanity's do). */
function picture(id: string, hotspot: {x: number; y: number} | null) {
  return {
    asset: {_ref: `image-${id}-1600x900-jpg`, _type: 'reference' as const},
    crop: null,
    hotspot: hotspot ? {_type: 'sanity.imageHotspot' as const, x: hotspot.x, y: hotspot.y, width: 0.3, height: 0.3} : null,
    alt: 'Fans at the boundary',
    dimensions: {width: 1600, height: 900},
    lqip: null,
  }
}

function stubMatchMedia(reducedMotion: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }))
}

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const current = () => screen.getByRole('group')
/** Embla loads after hydration; the buttons show once it drives the slides. */
const started = () => screen.findByRole('button', {name: 'Next slide'})

describe('HeroCarousel', () => {
  it('is a labelled carousel whose first slide is the one exposed', () => {
    stubMatchMedia(false)
    render(<HeroCarousel slides={SLIDES} scheduleHref="/matches/schedules" />)
    const region = screen.getByRole('region', {name: 'Season highlights'})
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    expect(current().getAttribute('aria-label')).toBe('1 of 3')
    expect(within(current()).getByRole('heading').textContent).toBe('Oxygen Premier League Apartment Premier League')
    const hidden = screen.getAllByRole('group', {hidden: true}).filter((slide) => slide !== current())
    expect(hidden.map((slide) => [slide.getAttribute('aria-label'), slide.hasAttribute('inert')])).toEqual([
      ['2 of 3', true],
      ['3 of 3', true],
    ])
    expect(screen.getByRole('link', {name: 'View Schedule'}).getAttribute('href')).toBe('/matches/schedules')
  })

  it('keeps its buttons hidden until Embla drives the slides', async () => {
    stubMatchMedia(false)
    render(<HeroCarousel slides={SLIDES} scheduleHref="/matches/schedules" />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getAllByRole('button', {hidden: true}).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Previous slide',
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
      'Next slide',
      'Stop automatic slide show',
    ])
    await started()
    expect(screen.getAllByRole('button')).toHaveLength(6)
  })

  it('has one dot per slide, the current one marked, and moves to the slide a dot names', async () => {
    stubMatchMedia(false)
    render(<HeroCarousel slides={SLIDES} scheduleHref="/matches/schedules" />)
    await started()
    const dots = screen.getAllByRole('button', {name: /Go to slide/})
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null])
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Go to slide 3'})))
    expect(current().getAttribute('aria-label')).toBe('3 of 3')
    expect(screen.getByRole('button', {name: 'Go to slide 3'}).getAttribute('aria-current')).toBe('true')
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Next slide'})))
    expect(current().getAttribute('aria-label')).toBe('1 of 3')
  })

  it('offers a stop button for the autoplay, and none when the visitor prefers reduced motion', async () => {
    stubMatchMedia(false)
    const {unmount} = render(<HeroCarousel slides={SLIDES} scheduleHref="/matches/schedules" />)
    await started()
    fireEvent.click(screen.getByRole('button', {name: 'Stop automatic slide show'}))
    expect(screen.getByRole('button', {name: 'Start automatic slide show'})).toBeTruthy()
    unmount()
    stubMatchMedia(true)
    render(<HeroCarousel slides={SLIDES} scheduleHref="/matches/schedules" />)
    await started()
    expect(screen.queryByRole('button', {name: /automatic slide show/, hidden: true})).toBeNull()
  })

  it('shows no controls for a single slide', () => {
    stubMatchMedia(false)
    render(<HeroCarousel slides={SLIDES.slice(0, 1)} scheduleHref="/matches/schedules" />)
    expect(screen.queryByRole('button', {hidden: true})).toBeNull()
    expect(current().getAttribute('aria-label')).toBe('1 of 1')
  })

  it('wraps from the first slide back to the last, with reduced motion too', async () => {
    stubMatchMedia(true)
    render(<HeroCarousel slides={SLIDES} scheduleHref="/matches/schedules" />)
    await started()
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Previous slide'})))
    expect(current().getAttribute('aria-label')).toBe('3 of 3')
  })
})

describe('HeroSection', () => {
  it('puts each slide picture behind the band: the first eager and high priority, the rest lazy', () => {
    stubMatchMedia(false)
    const slides = SLIDES.map((slide, i) => ({...slide, image: i < 2 ? picture(`p${i}`, i === 0 ? {x: 0.25, y: 0.6} : null) : null}))
    const {container} = render(<HeroSection leagueName="Oxygen Premier League" slides={slides} scheduleHref="/s" />)
    const images = [...container.querySelectorAll('img')]
    expect(images).toHaveLength(2)
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
    ])
    // Decorative: the slide's own text says what matters, and the pictures sit in an aria-hidden layer.
    expect(images.every((img) => img.getAttribute('alt') === '' && img.closest('[aria-hidden="true"]'))).toBe(true)
    // A soft backdrop: one small file on every screen, whatever its width or density.
    for (const img of images) {
      expect(img.getAttribute('src')).toContain(`?w=${BACKDROP_WIDTH}&`)
      expect(img.hasAttribute('srcset')).toBe(false)
      expect(img.hasAttribute('sizes')).toBe(false)
    }
    expect(images[0]!.style.objectPosition).toBe('25% 60%')
    // Without a hotspot, centred: object-position's initial value, so nothing is written for it.
    expect(images[1]!.style.objectPosition).toBe('')
    // Only the first slide's picture is on show.
    const layers = [...container.querySelectorAll('[data-hero-picture]')]
    expect(layers.map((layer) => layer.hasAttribute('data-current'))).toEqual([true, false, false])
  })

  it('shows the first picture over its blurred LQIP, placed as the picture is; the later ones carry none', () => {
    stubMatchMedia(false)
    const lqip = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ=='
    const slides = SLIDES.map((slide, i) => ({...slide, image: {...picture(`p${i}`, i === 0 ? {x: 0.25, y: 0.6} : null), lqip}}))
    const {container} = render(<HeroSection leagueName="Oxygen Premier League" slides={slides} scheduleHref="/s" />)
    const images = [...container.querySelectorAll('img')]
    expect(images[0]!.style.backgroundImage).toBe(`url("${lqip}")`)
    expect(images[0]!.style.backgroundSize).toBe('cover')
    expect(images[0]!.style.backgroundPosition).toBe('25% 60%')
    expect(images.slice(1).map((img) => img.style.backgroundImage)).toEqual(['', ''])
  })

  it('has no picture layer when no slide has a picture', () => {
    stubMatchMedia(false)
    const {container} = render(<HeroSection leagueName="OPL" slides={SLIDES} scheduleHref="/s" />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('heading', {level: 1, name: 'OPL'})).toBeTruthy()
  })

  it('reads the hotspot as a position, centring a missing or broken one', () => {
    expect(hotspotPosition({x: 0.5, y: 0.125})).toBe('50% 12.5%')
    expect(hotspotPosition(null)).toBe('50% 50%')
    expect(hotspotPosition({x: 3, y: -1})).toBe('50% 50%')
  })
})

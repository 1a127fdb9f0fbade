// @vitest-environment jsdom
// The hero carousel's markup and controls (WAI carousel pattern): slides labelled "N of 3", only the
// current one exposed, one dot per slide marking the current one, and no autoplay control for
// visitors who asked for reduced motion. Timing (autoplay, fade, pausing) is covered end to end.
import {act, cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import type {HeroSlidesQueryResult} from '@/lib/content'
import {HeroCarousel} from './hero-carousel'

const SLIDES: HeroSlidesQueryResult = [
  {_id: 'a', headlineTop: 'Oxygen Premier League', headlineEmph: 'Apartment Premier League', tagline: 'Sarjapur'},
  {_id: 'b', headlineTop: 'Oxygen Premier League', headlineEmph: 'Season 2', tagline: 'Bigger'},
  {_id: 'c', headlineTop: "Sarjapur's Own", headlineEmph: 'Apartment Cricket Carnival', tagline: ''},
]

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

  it('has one dot per slide, the current one marked, and moves to the slide a dot names', async () => {
    stubMatchMedia(false)
    render(<HeroCarousel slides={SLIDES} scheduleHref="/matches/schedules" />)
    const dots = screen.getAllByRole('button', {name: /Go to slide/})
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null])
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Go to slide 3'})))
    expect(current().getAttribute('aria-label')).toBe('3 of 3')
    expect(screen.getByRole('button', {name: 'Go to slide 3'}).getAttribute('aria-current')).toBe('true')
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Next slide'})))
    expect(current().getAttribute('aria-label')).toBe('1 of 3')
  })

  it('offers a stop button for the autoplay, and none when the visitor prefers reduced motion', () => {
    stubMatchMedia(false)
    const {unmount} = render(<HeroCarousel slides={SLIDES} scheduleHref="/matches/schedules" />)
    fireEvent.click(screen.getByRole('button', {name: 'Stop automatic slide show'}))
    expect(screen.getByRole('button', {name: 'Start automatic slide show'})).toBeTruthy()
    unmount()
    stubMatchMedia(true)
    render(<HeroCarousel slides={SLIDES} scheduleHref="/matches/schedules" />)
    expect(screen.queryByRole('button', {name: /automatic slide show/})).toBeNull()
  })

  it('shows no controls for a single slide', () => {
    stubMatchMedia(false)
    render(<HeroCarousel slides={SLIDES.slice(0, 1)} scheduleHref="/matches/schedules" />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(current().getAttribute('aria-label')).toBe('1 of 1')
  })
})

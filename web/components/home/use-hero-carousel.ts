'use client'
// The hero carousel's behaviour. The slides are server HTML (the first on show before any script
// runs). Embla and its plugins (separate chunks, not part of the page's first scripts) give a 700 ms
// fade and, unless the visitor prefers reduced motion, autoplay every 5 s with wrap-around — paused
// while the pointer is over the carousel, while focus is inside it, or after the visitor pressed
// Pause. They load when first needed, not while the page loads: when the first autoplay turn is due
// (that turn is then taken at once), or when the visitor reaches for the carousel (pointer over it, a
// touch, focus inside). Until then the controls switch slides without them. With
// prefers-reduced-motion: no autoplay and no fade (an instant switch). It keeps the slides'
// aria-hidden/inert, the live region and the slide pictures in step.
import type {EmblaCarouselType} from 'embla-carousel'
import {useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject} from 'react'
import {CAROUSEL_FADE_MS, CAROUSEL_INTERVAL_MS} from '@/lib/constants'
import {emblaDurationForFade} from './fade-duration'
import {HERO_BAND_ATTR, HERO_CURRENT_ATTR, HERO_PICTURE_ATTR} from './hero-dom'

const FADE_DURATION = emblaDurationForFade(CAROUSEL_FADE_MS)
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const SLIDE_SELECTOR = '[aria-roledescription="slide"]'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether the visitor asked for less motion; the server (and hydration) assume they did not. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

/** Embla and the plugins this visitor needs, loaded on demand. */
async function loadEmbla(autoplay: boolean) {
  const [{default: EmblaCarousel}, {default: Fade}, autoplayModule] = await Promise.all([
    import('embla-carousel'),
    import('embla-carousel-fade'),
    autoplay ? import('embla-carousel-autoplay') : null,
  ])
  return {EmblaCarousel, Fade, Autoplay: autoplayModule?.default}
}

/** `rootRef`: an element inside the carousel region (its controls). */
export function useHeroCarousel(rootRef: RefObject<HTMLElement | null>, slideCount: number) {
  const reducedMotion = usePrefersReducedMotion()
  // One slide has nothing to rotate to.
  const autoplayOn = !reducedMotion && slideCount > 1
  const [region, setRegion] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType | null>(null)
  const [selected, setSelected] = useState(0)
  const selectedRef = useRef(0)
  const [playing, setPlaying] = useState(false)
  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const paused = userPaused || hovered || focused
  /** Embla is wanted: the visitor reached for the carousel, or the first autoplay turn is due. */
  const [wanted, setWanted] = useState(false)
  /** The turn that asked for Embla, taken as soon as it has started. */
  const turnDue = useRef(false)

  const select = useCallback((index: number) => {
    selectedRef.current = index
    setSelected(index)
  }, [])

  useEffect(() => {
    setRegion(rootRef.current?.closest<HTMLElement>('[aria-roledescription="carousel"]') ?? null)
  }, [rootRef])

  /** The first autoplay turn falls due an interval after the page is ready, counted while nothing pauses
   * it (as the plugin counts), and brings Embla. */
  useEffect(() => {
    if (wanted || !autoplayOn || paused || !region) return
    const timer = setTimeout(() => {
      turnDue.current = true
      setWanted(true)
    }, CAROUSEL_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [wanted, autoplayOn, paused, region])

  /** Embla starts once wanted, on the server-rendered viewport, at the slide on show. */
  useEffect(() => {
    if (!wanted) return
    const viewport = region?.querySelector<HTMLElement>('[data-hero-viewport]')
    // Named, not taken as the viewport's first child: server-rendered styled components put their
    // <style> elements beside the markup.
    const container = viewport?.querySelector<HTMLElement>('[data-hero-track]')
    if (!viewport || !container) return
    let cancelled = false
    let instance: EmblaCarouselType | undefined
    void loadEmbla(autoplayOn).then(({EmblaCarousel, Fade, Autoplay}) => {
      if (cancelled) return
      const plugins = [Fade()]
      if (Autoplay) {
        // The plugin's own stopOnMouseEnter/stopOnFocusIn cover only the slides (not the controls
        // below them) and resume on mouse leave even while focus is still inside: pausing is decided here.
        plugins.push(
          Autoplay({delay: CAROUSEL_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false}),
        )
      }
      instance = EmblaCarousel(
        viewport,
        {
          container,
          slides: SLIDE_SELECTOR,
          loop: true,
          duration: reducedMotion ? 0 : FADE_DURATION,
          startIndex: selectedRef.current,
        },
        plugins,
      )
      if (turnDue.current) {
        turnDue.current = false
        instance.scrollNext()
      }
      setApi(instance)
    })
    return () => {
      cancelled = true
      instance?.destroy()
      setApi(null)
    }
  }, [wanted, region, autoplayOn, reducedMotion])

  useEffect(() => {
    if (!api) return
    const onSelect = () => select(api.selectedScrollSnap())
    const onPlayState = () => setPlaying(Boolean(api.plugins().autoplay?.isPlaying()))
    onSelect()
    onPlayState()
    api.on('select', onSelect).on('reInit', onSelect)
    api.on('autoplay:play', onPlayState).on('autoplay:stop', onPlayState).on('reInit', onPlayState)
    return () => {
      api.off('select', onSelect).off('reInit', onSelect)
      api.off('autoplay:play', onPlayState).off('autoplay:stop', onPlayState).off('reInit', onPlayState)
      setPlaying(false)
    }
  }, [api, select])

  /** Autoplay runs only when nothing asks it to pause. */
  useEffect(() => {
    const autoplay = api?.plugins().autoplay
    if (!api || !autoplay || !autoplayOn) return
    const sync = () => (paused ? autoplay.stop() : autoplay.play())
    sync()
    // The plugin restarts itself when a swipe ends; run after it to re-apply hover/focus/pause.
    api.on('pointerUp', sync)
    return () => void api.off('pointerUp', sync)
  }, [api, autoplayOn, paused])

  /** Pointer over, or focus inside, the carousel pauses it. Reaching for it (those, or a touch) brings
   * Embla, so that a swipe or a click has it ready. */
  useEffect(() => {
    if (!region) return
    const want = () => setWanted(true)
    const enter = () => {
      setHovered(true)
      want()
    }
    const leave = () => setHovered(false)
    const focusIn = () => {
      setFocused(true)
      want()
    }
    const focusOut = (event: FocusEvent) => setFocused(region.contains(event.relatedTarget as Node | null))
    region.addEventListener('mouseenter', enter)
    region.addEventListener('mouseleave', leave)
    region.addEventListener('focusin', focusIn)
    region.addEventListener('focusout', focusOut)
    region.addEventListener('pointerdown', want, {passive: true})
    return () => {
      region.removeEventListener('mouseenter', enter)
      region.removeEventListener('mouseleave', leave)
      region.removeEventListener('focusin', focusIn)
      region.removeEventListener('focusout', focusOut)
      region.removeEventListener('pointerdown', want)
    }
  }, [region])

  /** Only the slide on show is exposed and focusable; its picture shows behind the band. */
  useEffect(() => {
    if (!region) return
    region.querySelectorAll(SLIDE_SELECTOR).forEach((slide, index) => {
      const hidden = index !== selected
      slide.toggleAttribute('inert', hidden)
      if (hidden) slide.setAttribute('aria-hidden', 'true')
      else slide.removeAttribute('aria-hidden')
    })
    region
      .closest(`[${HERO_BAND_ATTR}]`)
      ?.querySelectorAll(`[${HERO_PICTURE_ATTR}]`)
      .forEach((picture, index) => picture.toggleAttribute(HERO_CURRENT_ATTR, index === selected))
  }, [region, selected])

  /** While the slides rotate on their own, screen readers are not told of every change. */
  const rotating = playing && autoplayOn
  useEffect(() => {
    region?.querySelector('[aria-live]')?.setAttribute('aria-live', rotating ? 'off' : 'polite')
  }, [region, rotating])

  const goTo = (index: number) => {
    const target = (index + slideCount) % slideCount
    if (api) api.scrollTo(target)
    else select(target)
  }

  return {
    /** Embla drives the slides (until then the buttons step through them without it). */
    started: api !== null,
    selected,
    autoplayAvailable: autoplayOn,
    userPaused,
    toggleUserPaused: () => setUserPaused((paused) => !paused),
    previous: () => (api ? api.scrollPrev() : goTo(selectedRef.current - 1)),
    next: () => (api ? api.scrollNext() : goTo(selectedRef.current + 1)),
    goTo,
  }
}

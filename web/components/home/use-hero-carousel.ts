'use client'
// The hero carousel's behaviour around Embla (which hero-embla.tsx runs once it has loaded): autoplay
// paused while the pointer is over the carousel, while focus is inside it, or after the visitor pressed
// Pause; none with prefers-reduced-motion. The slides are server HTML (the first on show before any
// script runs); this keeps their aria-hidden/inert, the live region and the slide pictures in step with
// the slide on show. Only Embla's types are imported here: its code is not in the first-load JavaScript.
import type {EmblaCarouselType} from 'embla-carousel'
import {useEffect, useState, useSyncExternalStore} from 'react'
import type {HeroEmblaProps} from './hero-embla'
import {HERO_BAND_ATTR, HERO_CURRENT_ATTR, HERO_PICTURE_ATTR, SLIDE_SELECTOR} from './hero-dom'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

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

export function useHeroCarousel(slideCount: number) {
  const reducedMotion = usePrefersReducedMotion()
  // One slide has nothing to rotate to.
  const autoplayOn = !reducedMotion && slideCount > 1
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  const region = viewport?.closest<HTMLElement>('[aria-roledescription="carousel"]') ?? null
  const [selected, setSelected] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const paused = userPaused || hovered || focused

  useEffect(() => {
    if (!api) return
    const onSelect = () => setSelected(api.selectedScrollSnap())
    const onPlayState = () => setPlaying(Boolean(api.plugins().autoplay?.isPlaying()))
    onSelect()
    onPlayState()
    api.on('select', onSelect).on('reInit', onSelect)
    api.on('autoplay:play', onPlayState).on('autoplay:stop', onPlayState).on('reInit', onPlayState)
    return () => {
      api.off('select', onSelect).off('reInit', onSelect)
      api.off('autoplay:play', onPlayState).off('autoplay:stop', onPlayState).off('reInit', onPlayState)
    }
  }, [api])

  /** Autoplay runs only when nothing asks it to pause. */
  useEffect(() => {
    const autoplay = api?.plugins().autoplay
    if (!api || !autoplay || !autoplayOn) return
    // Playing on is left alone: restarting would put the next turn a full interval after this effect.
    const sync = () => (paused ? autoplay.stop() : autoplay.isPlaying() || autoplay.play())
    sync()
    // The plugin restarts itself when a swipe ends; run after it to re-apply hover/focus/pause.
    api.on('pointerUp', sync)
    return () => void api.off('pointerUp', sync)
  }, [api, autoplayOn, paused])

  /** Pointer over, or focus inside, the carousel pauses it. */
  useEffect(() => {
    if (!region) return
    const listening = new AbortController()
    const {signal} = listening
    region.addEventListener('mouseenter', () => setHovered(true), {signal})
    region.addEventListener('mouseleave', () => setHovered(false), {signal})
    region.addEventListener('focusin', () => setFocused(true), {signal})
    region.addEventListener('focusout', (event) => setFocused(region.contains(event.relatedTarget as Node | null)), {signal})
    return () => listening.abort()
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

  /** What hero-embla.tsx needs, once the viewport is in the page. */
  const embla: HeroEmblaProps | null = viewport ? {viewport, reducedMotion, autoplayOn, onApi: setApi} : null
  return {
    viewportRef: setViewport,
    embla,
    /** Embla drives the slides. */
    started: api !== undefined,
    selected,
    autoplayAvailable: autoplayOn,
    userPaused,
    toggleUserPaused: () => setUserPaused((paused) => !paused),
    previous: () => api?.scrollPrev(),
    next: () => api?.scrollNext(),
    goTo: (index: number) => api?.scrollTo(index),
  }
}

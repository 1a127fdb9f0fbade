'use client'
// The hero carousel's behaviour on Embla: a 700 ms fade, autoplay every 5 s with wrap-around, paused
// while the pointer is over the carousel, while focus is inside it, or after the visitor pressed
// Pause; with prefers-reduced-motion, no autoplay and no fade (an instant switch).
import Autoplay from 'embla-carousel-autoplay'
import Fade from 'embla-carousel-fade'
import useEmblaCarousel from 'embla-carousel-react'
import {useEffect, useMemo, useState, useSyncExternalStore, type FocusEvent} from 'react'
import {CAROUSEL_FADE_MS, CAROUSEL_INTERVAL_MS} from '@/lib/constants'
import {emblaDurationForFade} from './fade-duration'

const FADE_DURATION = emblaDurationForFade(CAROUSEL_FADE_MS)
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
  // One slide has nothing to rotate to (and the plugin does not start for it).
  const autoplayOn = !reducedMotion && slideCount > 1
  // The plugin's own stopOnMouseEnter/stopOnFocusIn cover only the slides (not the controls below
  // them) and resume on mouse leave even while focus is still inside, so pausing is decided here.
  const plugins = useMemo(
    () =>
      !autoplayOn
        ? [Fade()]
        : [
            Fade(),
            Autoplay({
              delay: CAROUSEL_INTERVAL_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ],
    [autoplayOn],
  )
  const [viewportRef, api] = useEmblaCarousel({loop: true, duration: reducedMotion ? 0 : FADE_DURATION}, plugins)

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
    const sync = () => (paused ? autoplay.stop() : autoplay.play())
    sync()
    // The plugin restarts itself when a swipe ends; run after it to re-apply hover/focus/pause.
    api.on('pointerUp', sync)
    return () => void api.off('pointerUp', sync)
  }, [api, autoplayOn, paused])

  const regionHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => setFocused(event.currentTarget.contains(event.relatedTarget)),
  }

  return {
    viewportRef,
    selected,
    /** Whether the slides are rotating on their own right now (for aria-live). */
    playing: playing && autoplayOn,
    autoplayAvailable: autoplayOn,
    userPaused,
    toggleUserPaused: () => setUserPaused((paused) => !paused),
    previous: () => api?.scrollPrev(),
    next: () => api?.scrollNext(),
    goTo: (index: number) => api?.scrollTo(index),
    regionHandlers,
  }
}

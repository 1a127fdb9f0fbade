'use client'
// Embla on the hero's server-rendered viewport, with embla-carousel-react's useEmblaCarousel: a fade of
// CAROUSEL_FADE_MS (embla-carousel-fade) and, unless the visitor prefers reduced motion, autoplay every
// CAROUSEL_INTERVAL_MS with wrap-around (embla-carousel-autoplay); with reduced motion an instant switch
// and no autoplay. It
// renders nothing: hero-carousel-client.tsx loads it with next/dynamic after hydration, so Embla's code
// stays out of the page's first-load JavaScript, and hands it the viewport; it hands the carousel's API
// back (use-hero-carousel.ts drives the controls, pausing and the slides' ARIA state with it).
import type {EmblaCarouselType, EmblaOptionsType} from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'
import Fade from 'embla-carousel-fade'
import useEmblaCarousel from 'embla-carousel-react'
import {useEffect, useMemo} from 'react'
import {CAROUSEL_FADE_MS, CAROUSEL_INTERVAL_MS} from '@/lib/constants'
import {emblaDurationForFade} from './fade-duration'
import {HERO_TRACK_ATTR, SLIDE_SELECTOR} from './hero-dom'

const FADE_DURATION = emblaDurationForFade(CAROUSEL_FADE_MS)

export type HeroEmblaProps = {
  viewport: HTMLElement
  reducedMotion: boolean
  autoplayOn: boolean
  /** Called with the carousel's API once it runs, and with undefined when it stops. */
  onApi: (api: EmblaCarouselType | undefined) => void
}

export function HeroEmbla({viewport, reducedMotion, autoplayOn, onApi}: HeroEmblaProps) {
  const options = useMemo<EmblaOptionsType>(
    () => ({
      // Named, not taken as the viewport's first child and its children: server-rendered styled
      // components put their <style> elements beside the markup.
      container: `[${HERO_TRACK_ATTR}]`,
      slides: SLIDE_SELECTOR,
      loop: true,
      duration: reducedMotion ? 0 : FADE_DURATION,
    }),
    [reducedMotion],
  )
  const plugins = useMemo(
    () => [
      Fade(),
      // The plugin's own stopOnMouseEnter/stopOnFocusIn cover only the slides (not the controls below
      // them) and resume on mouse leave even while focus is still inside: pausing is decided by the hook.
      ...(autoplayOn
        ? [Autoplay({delay: CAROUSEL_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false})]
        : []),
    ],
    [autoplayOn],
  )
  const [emblaRef, api] = useEmblaCarousel(options, plugins)
  // The viewport is server HTML rendered by the parent: the hook's ref callback takes it from there.
  useEffect(() => {
    emblaRef(viewport)
  }, [emblaRef, viewport])
  useEffect(() => {
    onApi(api)
    return () => onApi(undefined)
  }, [api, onApi])
  return null
}

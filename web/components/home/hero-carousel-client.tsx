'use client'
// The hero carousel's client part: Embla's viewport and track around the server-rendered slides
// (passed in as children), and the controls — previous/next, one dot per slide, the autoplay's pause
// button (WCAG 2.2.2) — beside the server-rendered View Schedule link. use-hero-carousel.ts drives
// them; Embla itself (hero-embla.tsx) comes with next/dynamic after hydration, in its own chunk, so it
// is not in the page's first-load JavaScript. Until Embla runs the buttons keep their place but stay
// invisible (and out of the tab order): before it they would do nothing. The look is the region's
// (hero.styles.ts), by the class names in hero-classes.ts.
import dynamic from 'next/dynamic'
import type {ReactNode} from 'react'
import {HERO_AUTOPLAY_TOGGLE_ATTR, HERO_CONTROLS_ATTR, HERO_STARTED_ATTR, HERO_TRACK_ATTR, HERO_VIEWPORT_ATTR} from './hero-dom'
import {heroClasses} from './hero-classes'
import {Chevron, PauseIcon, PlayIcon} from './hero-icons'
import {useHeroCarousel} from './use-hero-carousel'

/** Browser only: it works on the server-rendered viewport. A chunk that fails to load leaves the server's
 * first slide on show and the buttons hidden, rather than the page to its error boundary. */
const HeroEmbla = dynamic(
  () =>
    import('./hero-embla')
      .then((module) => module.HeroEmbla)
      .catch(() => () => null),
  {ssr: false},
)

type Props = {count: number; trackId: string; scheduleLink: ReactNode; children: ReactNode}

export function HeroCarouselClient({count, trackId, scheduleLink, children}: Props) {
  const {viewportRef, embla, started, selected, autoplayAvailable, userPaused, toggleUserPaused, previous, next, goTo} =
    useHeroCarousel(count)
  return (
    <>
      <div ref={viewportRef} {...{[HERO_VIEWPORT_ATTR]: ''}}>
        <div id={trackId} aria-live="polite" {...{[HERO_TRACK_ATTR]: ''}}>
          {children}
        </div>
      </div>
      {embla ? <HeroEmbla {...embla} /> : null}
      <div {...{[HERO_CONTROLS_ATTR]: '', [HERO_STARTED_ATTR]: started || undefined}}>
        {scheduleLink}
        <button type="button" className={heroClasses.round} aria-label="Previous slide" aria-controls={trackId} onClick={previous}>
          <Chevron direction="left" />
        </button>
        <div className={heroClasses.dots}>
          {Array.from({length: count}, (_, index) => (
            <button
              key={index}
              type="button"
              className={heroClasses.dot}
              aria-label={`Go to slide ${index + 1}`}
              aria-controls={trackId}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
        <button type="button" className={heroClasses.round} aria-label="Next slide" aria-controls={trackId} onClick={next}>
          <Chevron direction="right" />
        </button>
        {autoplayAvailable ? (
          <button
            type="button"
            className={heroClasses.round}
            aria-label={userPaused ? 'Start automatic slide show' : 'Stop automatic slide show'}
            onClick={toggleUserPaused}
            {...{[HERO_AUTOPLAY_TOGGLE_ATTR]: ''}}
          >
            {userPaused ? <PlayIcon /> : <PauseIcon />}
          </button>
        ) : null}
      </div>
    </>
  )
}

'use client'
// The hero carousel's controls: previous/next, one dot per slide, and the autoplay's pause button
// (WCAG 2.2.2), beside the server-rendered View Schedule link passed in as children. The slides
// themselves stay server HTML; use-hero-carousel.ts drives them. Until the script runs the buttons
// keep their place but stay invisible (and out of the tab order): without script they would do nothing.
import {useRef, type ReactNode} from 'react'
import {useHydrated} from '@/components/ui/use-hydrated'
import {HERO_STARTED_ATTR} from './hero-dom'
import {Chevron, PauseIcon, PlayIcon} from './hero-icons'
import {useHeroCarousel} from './use-hero-carousel'

type Props = {count: number; trackId: string; children: ReactNode}

export function HeroControls({count, trackId, children}: Props) {
  const rootRef = useRef<HTMLDivElement>(null)
  const ready = useHydrated()
  const {started, selected, autoplayAvailable, userPaused, toggleUserPaused, previous, next, goTo} = useHeroCarousel(
    rootRef,
    count,
  )
  return (
    <div className="hero-controls" ref={rootRef} data-ready={ready || undefined} {...{[HERO_STARTED_ATTR]: started || undefined}}>
      {children}
      <button type="button" className="hero-round-button" aria-label="Previous slide" aria-controls={trackId} onClick={previous}>
        <Chevron direction="left" />
      </button>
      <div className="hero-dots">
        {Array.from({length: count}, (_, index) => (
          <button
            key={index}
            type="button"
            aria-label={`Go to slide ${index + 1}`}
            aria-controls={trackId}
            aria-current={index === selected ? 'true' : undefined}
            className="hero-dot"
            onClick={() => goTo(index)}
          />
        ))}
      </div>
      <button type="button" className="hero-round-button" aria-label="Next slide" aria-controls={trackId} onClick={next}>
        <Chevron direction="right" />
      </button>
      {autoplayAvailable ? (
        <button
          type="button"
          className="hero-round-button autoplay-toggle"
          aria-label={userPaused ? 'Start automatic slide show' : 'Stop automatic slide show'}
          onClick={toggleUserPaused}
        >
          {userPaused ? <PlayIcon /> : <PauseIcon />}
        </button>
      ) : null}
    </div>
  )
}

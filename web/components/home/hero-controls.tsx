'use client'
// The hero carousel's controls: previous/next, one dot per slide, and the autoplay's pause button
// (WCAG 2.2.2), beside the server-rendered View Schedule link passed in as children. The slides
// themselves stay server HTML; use-hero-carousel.ts drives them.
import {useRef, type ReactNode} from 'react'
import {Chevron, PauseIcon, PlayIcon} from './hero-icons'
import {Controls, Dot, Dots, RoundButton} from './hero-carousel-styles'
import {useHeroCarousel} from './use-hero-carousel'

type Props = {count: number; trackId: string; children: ReactNode}

export function HeroControls({count, trackId, children}: Props) {
  const rootRef = useRef<HTMLDivElement>(null)
  const {selected, autoplayAvailable, userPaused, toggleUserPaused, previous, next, goTo} = useHeroCarousel(
    rootRef,
    count,
  )
  return (
    <Controls ref={rootRef}>
      {children}
      <RoundButton type="button" aria-label="Previous slide" aria-controls={trackId} onClick={previous}>
        <Chevron direction="left" />
      </RoundButton>
      <Dots>
        {Array.from({length: count}, (_, index) => (
          <Dot
            key={index}
            type="button"
            aria-label={`Go to slide ${index + 1}`}
            aria-controls={trackId}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => goTo(index)}
          />
        ))}
      </Dots>
      <RoundButton type="button" aria-label="Next slide" aria-controls={trackId} onClick={next}>
        <Chevron direction="right" />
      </RoundButton>
      {autoplayAvailable ? (
        <RoundButton
          type="button"
          className="autoplay-toggle"
          aria-label={userPaused ? 'Start automatic slide show' : 'Stop automatic slide show'}
          onClick={toggleUserPaused}
        >
          {userPaused ? <PlayIcon /> : <PauseIcon />}
        </RoundButton>
      ) : null}
    </Controls>
  )
}

'use client'
// The home page's hero carousel (WAI carousel pattern): the CMS slides, server-rendered so
// the first one shows before any script runs, with previous/next, one dot per slide, a pause button
// for the autoplay (WCAG 2.2.2) and the View Schedule link.
import {useId} from 'react'
import type {HeroSlidesQueryResult} from '@/lib/content'
import {
  Controls,
  Cta,
  Dot,
  Dots,
  Emph,
  Region,
  RoundButton,
  Slide,
  Tagline,
  Top,
  Track,
  Viewport,
} from './hero-carousel-styles'
import {useHeroCarousel} from './use-hero-carousel'

type Props = {slides: HeroSlidesQueryResult; scheduleHref: string}

export function HeroCarousel({slides, scheduleHref}: Props) {
  const count = slides.length
  const {
    viewportRef,
    selected,
    playing,
    autoplayAvailable,
    userPaused,
    toggleUserPaused,
    previous,
    next,
    goTo,
    regionHandlers,
  } = useHeroCarousel(count)
  const trackId = useId()

  return (
    <Region role="region" aria-roledescription="carousel" aria-label="Season highlights" {...regionHandlers}>
      <Viewport ref={viewportRef}>
        <Track id={trackId} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const hidden = index !== selected
            return (
              <Slide
                key={slide._id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={hidden || undefined}
                inert={hidden}
              >
                <h2>
                  <Top>{slide.headlineTop}</Top> <Emph>{slide.headlineEmph}</Emph>
                </h2>
                {slide.tagline ? <Tagline>{slide.tagline}</Tagline> : null}
              </Slide>
            )
          })}
        </Track>
      </Viewport>
      <Controls>
        <Cta href={scheduleHref}>
          View Schedule <Arrow />
        </Cta>
        {count > 1 ? (
          <>
            <RoundButton type="button" aria-label="Previous slide" aria-controls={trackId} onClick={previous}>
              <Chevron direction="left" />
            </RoundButton>
            <Dots>
              {slides.map((slide, index) => (
                <Dot
                  key={slide._id}
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
          </>
        ) : null}
      </Controls>
    </Region>
  )
}

/** The carousel's line icons: 20 px, drawn in the text colour, hidden from screen readers. */
const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

function Chevron({direction}: {direction: 'left' | 'right'}) {
  return (
    <svg {...iconProps}>
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  )
}

function Arrow() {
  return (
    <svg {...iconProps}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  )
}

function PauseIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  )
}

// The home page's hero carousel (WAI carousel pattern), rendered on the server: every slide's text
// is in the HTML, the first one on show at full opacity with no script needed, the others hidden
// from assistive tech and out of the tab order. The View Schedule link is plain HTML too. The
// client component (hero-carousel-client.tsx) wraps the slides in Embla's viewport and adds the
// controls. Styles: hero.styles.ts.
import type {HeroSlidesQueryResult} from '@/lib/content'
import {Arrow} from './hero-icons'
import {HeroCarouselClient} from './hero-carousel-client'
import {heroClasses} from './hero-classes'
import {CarouselRegion, LinkBar, ScheduleLink} from './hero.styles'

type Props = {slides: HeroSlidesQueryResult; scheduleHref: string}

/** One hero per page, so one fixed id for the controls to name. */
const TRACK_ID = 'hero-slides'

export function HeroCarousel({slides, scheduleHref}: Props) {
  const count = slides.length
  const scheduleLink = (
    <ScheduleLink href={scheduleHref}>
      View Schedule <Arrow />
    </ScheduleLink>
  )
  const slideElements = slides.map((slide, index) => {
    const hidden = index !== 0
    return (
      <div
        className={heroClasses.slide}
        key={slide._id}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        // Hidden slides only: nothing written (in the HTML or the flight data) for the first.
        {...(hidden ? {'aria-hidden': true, inert: true} : {})}
      >
        <div className={heroClasses.slideText}>
          <h2 className={heroClasses.headline}>
            <span className={heroClasses.headlineTop}>{slide.headlineTop}</span> <em className={heroClasses.headlineEmph}>{slide.headlineEmph}</em>
          </h2>
          {slide.tagline ? <p className={heroClasses.tagline}>{slide.tagline}</p> : null}
        </div>
      </div>
    )
  })
  return (
    <CarouselRegion role="region" aria-roledescription="carousel" aria-label="Season highlights" data-surface="dark">
      {count > 1 ? (
        <HeroCarouselClient count={count} trackId={TRACK_ID} scheduleLink={scheduleLink}>
          {slideElements}
        </HeroCarouselClient>
      ) : (
        <>
          {slideElements}
          <LinkBar>{scheduleLink}</LinkBar>
        </>
      )}
    </CarouselRegion>
  )
}

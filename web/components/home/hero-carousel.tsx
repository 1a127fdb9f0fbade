// The home page's hero carousel (WAI carousel pattern), rendered on the server: every slide's text
// is in the HTML, the first one on show at full opacity with no script needed, the others hidden
// from assistive tech and out of the tab order. The View Schedule link is plain HTML too. Only the
// controls (previous/next, one dot per slide, the autoplay pause) are a client component, which
// loads Embla for the fade and the autoplay after hydration (hero-controls.tsx). Styles: hero-styles.ts.
import {Link} from '@/components/ui/link'
import type {HeroSlidesQueryResult} from '@/lib/content'
import {Arrow} from './hero-icons'
import {HeroControls} from './hero-controls'

type Props = {slides: HeroSlidesQueryResult; scheduleHref: string}

/** One hero per page, so one fixed id for the controls to name. */
const TRACK_ID = 'hero-slides'

export function HeroCarousel({slides, scheduleHref}: Props) {
  const count = slides.length
  const cta = (
    <Link className="hero-cta" href={scheduleHref}>
      View Schedule <Arrow />
    </Link>
  )
  return (
    <div className="hero" role="region" aria-roledescription="carousel" aria-label="Season highlights" data-surface="dark">
      <div className="hero-viewport" data-hero-viewport="">
        <div className="hero-track" id={TRACK_ID} data-hero-track="" aria-live="polite">
          {slides.map((slide, index) => {
            const hidden = index !== 0
            return (
              <div
                key={slide._id}
                className="hero-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                // Hidden slides only: nothing written (in the HTML or the flight data) for the first.
                {...(hidden ? {'aria-hidden': true, inert: true} : {})}
              >
                <div className="hero-text">
                  <h2>
                    <span className="hero-top">{slide.headlineTop}</span>{' '}
                    <em className="hero-emph">{slide.headlineEmph}</em>
                  </h2>
                  {slide.tagline ? <p className="hero-tagline">{slide.tagline}</p> : null}
                </div>
              </div>
            )
          })}
        </div>
      </div>
      {count > 1 ? (
        <HeroControls count={count} trackId={TRACK_ID}>
          {cta}
        </HeroControls>
      ) : (
        <div className="hero-controls">{cta}</div>
      )}
    </div>
  )
}

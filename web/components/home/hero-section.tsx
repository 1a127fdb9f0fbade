// The home page's opening band: the page's h1 (the league's name, for headings and search engines),
// each slide's picture full-bleed behind the band under a shade that keeps the text at 4.5:1, a
// decorative cricket ball, and the hero carousel. All server HTML; only the carousel's viewport and
// controls are a client component. Styles: hero.styles.ts.
import type {HeroSlidesQueryResult} from '@/lib/content'
import {PaintWhenParsed} from '@/components/ui/paint-when-parsed'
import {VisuallyHidden} from '@/components/ui/visually-hidden'
import {HeroCarousel} from './hero-carousel'
import {HERO_BAND_ATTR} from './hero-dom'
import {HeroPicture} from './hero-picture'
import {BallStitches, HeroBall, HeroBand, HeroInner, HeroPictures} from './hero.styles'

type Props = {leagueName: string; slides: HeroSlidesQueryResult; scheduleHref: string}

export function HeroSection({leagueName, slides, scheduleHref}: Props) {
  const pictures = slides.some((slide) => slide.image?.asset)
  return (
    <HeroBand {...{[HERO_BAND_ATTR]: ''}}>
      {pictures ? (
        <HeroPictures aria-hidden="true">
          {slides.map((slide, index) => (
            <HeroPicture key={slide._id} image={slide.image} first={index === 0} />
          ))}
        </HeroPictures>
      ) : null}
      <HeroBall aria-hidden="true" focusable="false" viewBox="0 0 200 200">
        <circle cx="100" cy="100" r="96" />
        <path d="M62 10c26 50 26 130 0 180" />
        <path d="M138 10c-26 50-26 130 0 180" />
        <BallStitches d="M72 12c24 50 24 126 0 176" />
        <BallStitches d="M128 12c-24 50-24 126 0 176" />
      </HeroBall>
      <HeroInner>
        <VisuallyHidden as="h1">{leagueName}</VisuallyHidden>
        {slides.length > 0 ? <HeroCarousel slides={slides} scheduleHref={scheduleHref} /> : null}
      </HeroInner>
      <PaintWhenParsed id="hero-parsed" />
    </HeroBand>
  )
}

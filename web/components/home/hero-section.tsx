// The home page's opening band: the page's h1 (the league's name, for headings and search engines),
// each slide's picture full-bleed behind the band under a shade that keeps the text at 4.5:1, a
// decorative cricket ball, and the hero carousel. All server HTML; only the carousel's controls are
// a client component.
import styled from 'styled-components'
import type {HeroSlidesQueryResult} from '@/lib/content'
import {CAROUSEL_FADE_MS} from '@/lib/constants'
import {media, theme} from '@/theme/theme'
import {HeroCarousel} from './hero-carousel'
import {HERO_BAND_ATTR, HERO_CURRENT_ATTR, HERO_PICTURE_ATTR} from './hero-dom'
import {heroOverlayCss} from './hero-overlay'
import {HeroPicture} from './hero-picture'

type Props = {leagueName: string; slides: HeroSlidesQueryResult; scheduleHref: string}

export function HeroSection({leagueName, slides, scheduleHref}: Props) {
  const pictures = slides.some((slide) => slide.image?.asset)
  return (
    <Band {...{[HERO_BAND_ATTR]: ''}}>
      {pictures ? (
        <Pictures aria-hidden="true">
          {slides.map((slide, index) => (
            <HeroPicture key={slide._id} image={slide.image} first={index === 0} />
          ))}
        </Pictures>
      ) : null}
      <Ball aria-hidden="true" focusable="false" viewBox="0 0 200 200">
        <circle cx="100" cy="100" r="96" />
        <path d="M62 10c26 50 26 130 0 180" />
        <path d="M138 10c-26 50-26 130 0 180" />
        <path className="stitches" d="M72 12c24 50 24 126 0 176" />
        <path className="stitches" d="M128 12c-24 50-24 126 0 176" />
      </Ball>
      <Inner>
        <h1 className="visually-hidden">{leagueName}</h1>
        {slides.length > 0 ? <HeroCarousel slides={slides} scheduleHref={scheduleHref} /> : null}
      </Inner>
    </Band>
  )
}

const Band = styled.div`
  position: relative;
  overflow: hidden;
  color: ${theme.colors.onPrimary};
  background:
    radial-gradient(circle at 85% 15%, color-mix(in srgb, ${theme.colors.accent} 22%, transparent), transparent 42%),
    radial-gradient(
      circle at 0% 100%,
      color-mix(in srgb, ${theme.colors.primaryBright} 18%, transparent),
      transparent 45%
    ),
    linear-gradient(135deg, ${theme.colors.primaryDark} 0%, ${theme.colors.primary} 100%);

  /* A gold rule under the band, like a boundary rope. */
  &::after {
    content: '';
    position: absolute;
    inset: auto 0 0;
    height: 4px;
    background: ${theme.gradients.gold};
  }
`

/** The slides' pictures, stacked; the current one shows, cross-fading with the slide's text. */
const Pictures = styled.div`
  position: absolute;
  inset: 0;

  [${HERO_PICTURE_ATTR}] {
    position: absolute;
    inset: 0;
    opacity: 0;
    transition: opacity ${CAROUSEL_FADE_MS}ms ease;
  }
  [${HERO_PICTURE_ATTR}][${HERO_CURRENT_ATTR}] {
    opacity: 1;
  }
  [${HERO_PICTURE_ATTR}]:not(:empty)::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${heroOverlayCss};
  }
  img {
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
  }
`

const Ball = styled.svg`
  position: absolute;
  right: -70px;
  top: -40px;
  width: 220px;
  height: 220px;
  fill: none;
  stroke: ${theme.colors.onPrimary};
  stroke-width: 3;
  opacity: 0.1;
  transform: rotate(-20deg);

  .stitches {
    stroke-width: 5;
    stroke-dasharray: 2 9;
  }
  ${media.md} {
    right: 3%;
    top: 50%;
    width: 340px;
    height: 340px;
    margin-top: -215px;
    opacity: 0.12;
  }
`

const Inner = styled.div`
  position: relative;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md} ${theme.space.lg};
  ${media.md} {
    padding: ${theme.space.xxl} ${theme.space.md} ${theme.space.xl};
  }
`

// The home page's opening band: the page's h1 (the league's name, for headings and search engines),
// a decorative cricket ball, and the hero carousel. Only the carousel inside is a client component.
import styled from 'styled-components'
import type {HeroSlidesQueryResult} from '@/lib/content'
import {media, theme} from '@/theme/theme'
import {HeroCarousel} from './hero-carousel'

type Props = {leagueName: string; slides: HeroSlidesQueryResult; scheduleHref: string}

export function HeroSection({leagueName, slides, scheduleHref}: Props) {
  return (
    <Band>
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

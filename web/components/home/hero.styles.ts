// The hero's look: the dark green band with the slides' pictures full-bleed under a shade, the
// decorative ball, white and gold type, slides side by side (the first on show) until Embla's fade
// plugin stacks them, each slide's text at its foot so it sits just above the button, round controls
// and pill-shaped dots. The carousel's viewport, track and controls are rendered by its client
// component (hero-carousel-client.tsx), which keeps styled-components out of the browser: the region
// around it styles them through the class names in hero-classes.ts, their data hooks and ARIA state.
import styled, {css} from 'styled-components'
import {Link} from '@/components/ui/link'
import {CAROUSEL_FADE_MS} from '@/lib/constants'
import {media, theme} from '@/theme/theme'
import {heroClasses} from './hero-classes'
import {HERO_AUTOPLAY_TOGGLE_ATTR, HERO_CONTROLS_ATTR, HERO_CURRENT_ATTR, HERO_PICTURE_ATTR, HERO_STARTED_ATTR, HERO_TRACK_ATTR, HERO_VIEWPORT_ATTR} from './hero-dom'
import {heroOverlayCss} from './hero-overlay'

/** The slides' pictures, stacked; the current one shows, cross-fading with the slide's text. */
export const HeroPictures = styled.div`
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

export const HeroBand = styled.div`
  position: relative;
  overflow: hidden;
  color: ${theme.colors.onPrimary};
  background:
    radial-gradient(circle at 85% 15%, color-mix(in srgb, ${theme.colors.accent} 22%, transparent), transparent 42%),
    radial-gradient(circle at 0% 100%, color-mix(in srgb, ${theme.colors.primaryBright} 18%, transparent), transparent 45%),
    linear-gradient(135deg, ${theme.colors.primaryDark} 0%, ${theme.colors.primary} 100%);

  /* A gold rule under the band, like a boundary rope. */
  &::after {
    content: '';
    position: absolute;
    inset: auto 0 0;
    height: 4px;
    background: ${theme.gradients.gold};
  }

  /* Until the carousel runs only the first picture can show: the others stay out of the layout, so
     their (lazy) files are not fetched beside the first one, the page's largest paint. */
  &:not(:has([${HERO_STARTED_ATTR}])) [${HERO_PICTURE_ATTR}]:not([${HERO_CURRENT_ATTR}]) {
    display: none;
  }
`

export const HeroBall = styled.svg`
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
  ${media.md} {
    right: 3%;
    top: 50%;
    width: 340px;
    height: 340px;
    margin-top: -215px;
    opacity: 0.12;
  }
`

export const BallStitches = styled.path`
  stroke-width: 5;
  stroke-dasharray: 2 9;
`

export const HeroInner = styled.div`
  position: relative;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md};
  ${media.sm} {
    padding: ${theme.space.xl} ${theme.space.md} ${theme.space.lg};
  }
  ${media.md} {
    padding: ${theme.space.xxl} ${theme.space.md} ${theme.space.xl};
  }
`

/** One slide: its text at the foot, just above the button. The slides are plain elements styled from the
 * region by class name (hero-classes.ts), so their CSS is written once however many slides there are. */
const slideLook = css`
  .${heroClasses.slide} {
    flex: 0 0 100%;
    min-width: 0;
    display: flex;
    flex-direction: column;
    justify-content: flex-end;
    padding-bottom: ${theme.space.sm};
  }
  .${heroClasses.slideText} {
    /* Above the slide pictures' shade. */
    position: relative;
  }
  .${heroClasses.headline} {
    margin: 0;
    font-size: ${theme.fontSizes.hero};
    line-height: 1.05;
    letter-spacing: -0.01em;
    max-width: 16ch;
  }
  .${heroClasses.headlineTop} {
    display: block;
    margin-bottom: ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    ${media.md} {
      font-size: ${theme.fontSizes.md};
    }
  }
  .${heroClasses.headlineEmph} {
    display: block;
    font-style: normal;
    font-weight: 900;
    color: ${theme.colors.accent};
  }
  .${heroClasses.tagline} {
    margin: ${theme.space.md} 0 0;
    max-width: 36rem;
    font-size: ${theme.fontSizes.lg};
    line-height: 1.45;
  }
`

export const ScheduleLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 48px;
  padding: ${theme.space.sm} ${theme.space.lg};
  margin-right: auto;
  border-radius: ${theme.radii.pill};
  background: ${theme.gradients.gold};
  color: ${theme.colors.ink};
  font-weight: 800;
  text-decoration: none;
  box-shadow: ${theme.shadows.raised};
  transition: transform 150ms ease;

  &:hover {
    transform: translateY(-1px);
  }
  svg {
    transition: transform 150ms ease;
  }
  &:hover svg {
    transform: translateX(3px);
  }
  ${media.belowMd} {
    flex: 1 0 100%;
    justify-content: center;
    margin: 0 0 ${theme.space.sm};
  }
`

const controlsBar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
  ${media.belowMd} {
    justify-content: center;
  }
`

const roundButton = css`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid ${theme.colors.hoverOnPrimary};
  border-radius: 50%;
  background: ${theme.colors.hoverOnPrimary};
  color: ${theme.colors.onPrimary};
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.onPrimary};
  }
`

/** A dot: a 32 × 44 px target around a pill that widens, in gold, for the slide on show. */
const dot = css`
  display: grid;
  place-items: center;
  width: 32px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.onPrimary};
    opacity: 0.55;
    transition:
      width 200ms ease,
      opacity 200ms ease;
  }
  &:hover::before {
    opacity: 0.85;
  }
  &[aria-current='true']::before {
    width: 26px;
    opacity: 1;
    background: ${theme.colors.accent};
  }
`

/** The carousel region (WAI carousel pattern) and the parts its client component renders. */
export const CarouselRegion = styled.div`
  ${slideLook}
  [${HERO_VIEWPORT_ATTR}] {
    overflow: hidden;
  }
  [${HERO_TRACK_ATTR}] {
    display: flex;
    touch-action: pan-y pinch-zoom;
  }
  [${HERO_CONTROLS_ATTR}] {
    ${controlsBar}
    /* The carousel's buttons need Embla: invisible (their space kept) until it runs. */
    &:not([${HERO_STARTED_ATTR}]) .${heroClasses.round},
    &:not([${HERO_STARTED_ATTR}]) .${heroClasses.dot} {
      visibility: hidden;
    }
  }
  .${heroClasses.round} {
    ${roundButton}
  }
  /* The autoplay toggle stands apart; with reduced motion there is no autoplay to toggle. */
  [${HERO_AUTOPLAY_TOGGLE_ATTR}] {
    margin-left: ${theme.space.sm};
    ${media.reducedMotion} {
      display: none;
    }
  }
  .${heroClasses.dots} {
    display: flex;
    align-items: center;
  }
  .${heroClasses.dot} {
    ${dot}
  }
`

/** The View Schedule link alone, when there is one slide and so no controls. */
export const LinkBar = styled.div`
  ${controlsBar}
`

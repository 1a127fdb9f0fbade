// The hero carousel's styles, apart from its behaviour: white and gold type on the dark green hero,
// slides side by side (the first on show) until Embla's fade plugin stacks them, each slide's text
// at its foot so it always sits just above the button (no gap on a shorter slide), round controls
// and pill-shaped dots.
import Link from 'next/link'
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'

/**
 * The carousel and its slides in one rule set (class names inside), so the server writes these
 * styles once, not once per slide.
 */
export const Region = styled.div`
  .hero-viewport {
    overflow: hidden;
  }
  .hero-track {
    display: flex;
    touch-action: pan-y pinch-zoom;
  }
  .hero-slide {
    flex: 0 0 100%;
    min-width: 0;
    display: flex;
    flex-direction: column;
    justify-content: flex-end;
    padding-bottom: ${theme.space.sm};
  }
  .hero-text {
    /* Above the slide pictures' shade. */
    position: relative;
  }
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.hero};
    line-height: 1.05;
    letter-spacing: -0.01em;
    max-width: 16ch;
  }
  .hero-top {
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
  .hero-emph {
    display: block;
    font-style: normal;
    font-weight: 900;
    color: ${theme.colors.accent};
  }
  .hero-tagline {
    margin: ${theme.space.md} 0 0;
    max-width: 36rem;
    font-size: ${theme.fontSizes.lg};
    line-height: 1.45;
  }
`

export const Controls = styled.div`
  /* The carousel's buttons need its script: invisible (their space kept) until it runs. */
  &:not([data-ready]) button {
    visibility: hidden;
  }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
  ${media.belowMd} {
    justify-content: center;
  }
`

export const Cta = styled(Link)`
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

export const RoundButton = styled.button`
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
  &.autoplay-toggle {
    margin-left: ${theme.space.sm};
  }
  ${media.reducedMotion} {
    &.autoplay-toggle {
      display: none;
    }
  }
`

export const Dots = styled.div`
  display: flex;
  align-items: center;
`

export const Dot = styled.button`
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

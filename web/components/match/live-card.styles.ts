// The look of the live card (live-card.tsx): a lead card in the live red, one column that reads at
// 320 px, the score large, this over's balls as round chips (a wicket's in red), and the result banner.
import styled from 'styled-components'
import {labelCaps, media, theme, visuallyHidden} from '@/theme/theme'
import {centreClasses} from './centre-classes'

export const CardFrame = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-top: 4px solid ${theme.colors.live};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  overflow-wrap: anywhere;
  ${media.sm} {
    padding: ${theme.space.lg};
  }

  p,
  ul {
    margin: 0;
  }
  ul {
    display: grid;
    gap: ${theme.space.xs};
    padding: 0;
    list-style: none;
  }
  h3 {
    margin: 0 0 ${theme.space.xs};
    ${labelCaps}
    color: ${theme.colors.inkMuted};
  }
  a {
    color: ${theme.colors.primary};
    font-weight: 700;
  }
  .${centreClasses.hidden} {
    ${visuallyHidden}
  }
  .${centreClasses.batter} {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 ${theme.space.sm};
    font-variant-numeric: tabular-nums;
  }
  .${centreClasses.batter} small {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.xs};
  }
  .${centreClasses.striker} {
    color: ${theme.colors.live};
    font-weight: 700;
  }
`

export const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};

  h2 {
    margin: 0;
    color: ${theme.colors.primaryDark};
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.heading};
  }
`

/** The card's own LIVE mark: the badge's red, its dot pulsing unless motion is reduced. */
export const LiveMark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  padding: 0.1em ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.live};
  color: ${theme.colors.onPrimary};
  ${labelCaps}

  &::before {
    content: '';
    width: 0.5em;
    height: 0.5em;
    border-radius: 50%;
    background: currentColor;
    animation: centre-live-pulse 1.6s ease-in-out infinite;
  }
  @keyframes centre-live-pulse {
    50% {
      opacity: 0.3;
    }
  }
  ${media.reducedMotion} {
    &::before {
      animation: none;
    }
  }
`

export const CardScore = styled.p`
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.h2};
  font-weight: 700;
  line-height: ${theme.lineHeights.heading};
  font-variant-numeric: tabular-nums;

  span {
    color: ${theme.colors.inkMuted};
  }
`

/** The rates and the partnership: label over value, as many to a row as fit. */
export const CardFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: 0;

  dt {
    ${labelCaps}
    color: ${theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`

export const Chips = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  .${centreClasses.chip} {
    display: inline-grid;
    place-items: center;
    min-width: 2.25rem;
    height: 2.25rem;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceAlt};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .${centreClasses.chipWicket} {
    border-color: ${theme.colors.live};
    background: ${theme.colors.live};
    color: ${theme.colors.onPrimary};
  }
`

export const ResultFrame = styled.p`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;

  span {
    display: block;
    ${labelCaps}
    color: ${theme.colors.onPrimary};
  }
`

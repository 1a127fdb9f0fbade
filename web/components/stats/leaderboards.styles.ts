// The look of /matches/stats (leaderboards.tsx): the two cap cards side by side, in the caps' own
// colours (dark enough for white text), over the boards, two to a row on a wide screen.
import styled, {css} from 'styled-components'
import {labelCaps, media, standaloneLink, theme} from '@/theme/theme'

const CAP_COLOURS = {orange: theme.gradients.orangeCap, purple: theme.gradients.purpleCap} as const

/** The two caps side by side, at every width: the first thing a fan looks for. */
export const Caps = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.xl};
  ${media.sm} {
    gap: ${theme.space.md};
  }
`

export const Cap = styled.section<{$cap: keyof typeof CAP_COLOURS}>`
  min-width: 0;
  padding: ${theme.space.md};
  ${media.sm} {
    padding: ${theme.space.md} ${theme.space.lg};
  }
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  color: ${theme.colors.onPrimary};
  ${({$cap}) => css`
    background: ${CAP_COLOURS[$cap]};
  `}

  h2 {
    margin: 0 0 ${theme.space.xs};
    ${labelCaps}
    font-family: ${theme.fonts.body};
  }
  p {
    margin: 0;
  }
  p strong {
    display: block;
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.h4};
    line-height: ${theme.lineHeights.heading};
    overflow-wrap: anywhere;
  }
  p small {
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.06em;
  }
  p b {
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.h2};
  }
  a {
    color: inherit;
  }
  > a {
    ${standaloneLink}
    color: inherit;
    font-size: ${theme.fontSizes.sm};
  }
  a:focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
`

export const BoardGrid = styled.div`
  display: grid;
  gap: ${theme.space.lg} ${theme.space.xl};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

export const Board = styled.section`
  min-width: 0;
  scroll-margin-top: calc(${theme.layout.headerHeight} + ${theme.space.md});

  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.h4};
    color: ${theme.colors.primaryDark};
  }
  th small {
    display: block;
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.06em;
  }
  abbr[title] {
    text-decoration: none;
    cursor: default;
  }
  tbody th a {
    font-weight: 700;
  }
  /* The figures right-aligned under their headings; the rank, the player and the match read from the left. */
  td:not(:first-child):not([data-wrap]),
  thead th:nth-child(n + 3) {
    text-align: right;
  }
  &[data-with-match] thead th:last-child {
    text-align: left;
  }
  && tbody tr:first-child > * {
    background: ${theme.colors.surfaceAlt};
  }
`

export const Qualifier = styled.p`
  margin: 0 0 ${theme.space.sm};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`

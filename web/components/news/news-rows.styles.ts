// The look of the news rows (news-rows.tsx): "More team news" and the 404 pages' "Latest news".
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'

/** Rows side by side from the sm breakpoint ($wide: a full-width section), else one column (a sidebar). */
export const Rows = styled.ul<{$wide: boolean}>`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${(p) => (p.$wide ? `${media.sm} { grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }` : '')}

  li {
    position: relative;
    display: flex;
    align-items: stretch;
    gap: ${theme.space.md};
    padding: ${theme.space.sm} ${theme.space.md} ${theme.space.sm} ${theme.space.sm};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  }
  li:hover {
    box-shadow: ${theme.shadows.card};
  }
  span {
    display: grid;
    gap: ${theme.space.xs};
  }
  a {
    font-weight: 700;
    color: ${theme.colors.primaryDark};
    text-decoration: none;
  }
  /* The whole row is the link's target area. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radii.md};
  }
  a:hover {
    text-decoration: underline;
  }
  q,
  small {
    color: ${theme.colors.inkMuted};
  }
  q {
    font-size: ${theme.fontSizes.sm};
    font-style: italic;
  }
  small {
    font-size: ${theme.fontSizes.xs};
  }
`

/** The team's colours down a row's edge. */
export const Swatch = styled.span`
  flex: none;
  width: 6px;
  border-radius: ${theme.radii.pill};
`

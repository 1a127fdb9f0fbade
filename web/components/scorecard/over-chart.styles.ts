// The look of the over-by-over charts (over-chart.tsx): the first innings in the league's green, the
// second in dark gold and dashed on the worm (told apart without colour too), wickets as red dots; the
// two charts side by side from tablet width, one under the other on a phone.
import styled from 'styled-components'
import {labelCaps, media, theme} from '@/theme/theme'

export const Figure = styled.figure`
  margin: 0 0 ${theme.space.lg};

  figcaption {
    margin-top: ${theme.space.sm};
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
  .side-0 {
    fill: ${theme.colors.primary};
    stroke: ${theme.colors.primary};
  }
  .side-1 {
    fill: ${theme.colors.accentDark};
    stroke: ${theme.colors.accentDark};
  }
  .wicket {
    fill: ${theme.colors.danger};
    stroke: ${theme.colors.surface};
    stroke-width: 1;
  }
`

export const Charts = styled.div`
  display: grid;
  gap: ${theme.space.md};
  max-width: 60rem;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

export const ChartPanel = styled.div`
  min-width: 0;
  padding: ${theme.space.sm};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  > p {
    margin: 0 0 ${theme.space.xs};
    color: ${theme.colors.primaryDark};
    ${labelCaps}
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }
  text {
    fill: ${theme.colors.inkMuted};
    font-size: 12px;
    font-variant-numeric: tabular-nums;
  }
  line.grid {
    stroke: ${theme.colors.border};
  }
  line.base {
    stroke: ${theme.colors.inkMuted};
  }
  polyline {
    fill: none;
    stroke-width: 2.5;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
  g.side-1 polyline {
    stroke-dasharray: 6 4;
  }
`

/** Which colour is which side: a swatch before each name (a dashed one for the second innings). */
export const Key = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0 0 ${theme.space.sm};
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
  }
  li::before {
    content: '';
    width: 1.25rem;
    height: 0.75rem;
    border-radius: 2px;
    background: currentColor;
  }
  li.side-0 {
    color: ${theme.colors.primary};
  }
  li.side-1 {
    color: ${theme.colors.accentDark};
  }
  li.side-1::before {
    background: repeating-linear-gradient(90deg, currentColor 0 6px, transparent 6px 9px);
    height: 0.3rem;
  }
  li.wicket {
    color: ${theme.colors.ink};
    font-weight: 400;
  }
  li.wicket::before {
    width: 0.6rem;
    height: 0.6rem;
    border-radius: 50%;
    background: ${theme.colors.danger};
  }
`

export const OverTable = styled.details`
  margin-top: ${theme.space.sm};

  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${theme.colors.primary};
    font-weight: 700;
    cursor: pointer;
  }
`

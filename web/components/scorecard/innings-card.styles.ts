// The look of one innings (innings-card.tsx): a green band with the side and its total, like the
// header of a printed scorecard, over the tables; figures right-aligned in their columns, the runs in
// bold, how each batter got out in small type under the name, the batters in now marked in gold.
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'

export const Innings = styled.section`
  margin-bottom: ${theme.space.xl};
  scroll-margin-top: calc(${theme.layout.headerHeight} + ${theme.space.md});
`

export const InningsHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.xs} ${theme.space.md};
  margin-bottom: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.gradients.hero};
  color: ${theme.colors.onPrimary};

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.heading};
  }
  h3 span {
    display: block;
    color: ${theme.colors.accent};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`

export const Total = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;

  strong {
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.h3};
  }
`

/** The batting (with its notes) beside the bowling and partnerships on a wide screen, one under the
 * other on a phone. */
export const Columns = styled.div`
  ${media.lg} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space.lg};
    align-items: start;
  }
`

/** A scorecard table: numbers right-aligned under their headings, the rows' totals closing it. */
export const Figures = styled.div`
  && th,
  && td {
    ${media.sm} {
      padding-inline: 10px;
    }
  }
  && td,
  && thead th:not(:first-child) {
    text-align: right;
  }
  && td[colspan] {
    text-align: left;
  }
  tbody th a {
    font-weight: 700;
  }
  tr[data-batting] > th {
    box-shadow: inset 4px 0 0 ${theme.colors.accent};
  }
  && tfoot th,
  && tfoot td {
    background: ${theme.colors.surfaceAlt};
    border-top: 1px solid ${theme.colors.border};
  }
  tfoot tr:last-child > * {
    border-bottom: 0;
  }
`

export const HowOut = styled.span`
  display: block;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.xs};
  font-weight: 400;
`

export const Notes = styled.div`
  margin-bottom: ${theme.space.md};
  font-size: ${theme.fontSizes.sm};

  p {
    margin: 0 0 ${theme.space.sm};
  }
  ${media.sm} {
    font-size: ${theme.fontSizes.md};
  }
`

// A responsive grid of cards, the building block of the list pages (societies, teams, news,
// sponsors): one column on phones, two on small screens, `$columns` (default 3) from desktop width.
import styled, {css} from 'styled-components'
import {media, theme} from '@/theme/theme'

export const CardGrid = styled.ul<{$columns?: number}>`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(${({$columns = 3}) => Math.min($columns, 2)}, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(${({$columns = 3}) => $columns}, minmax(0, 1fr));
  }
`

/** A card's look, for Card and for lists that style their items once (see SocietyList). */
export const cardStyles = css`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  padding: ${theme.space.lg};

  h2,
  h3 {
    font-size: ${theme.fontSizes.lg};
    margin: 0 0 ${theme.space.xs};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`

export const Card = styled.li`
  ${cardStyles}
`

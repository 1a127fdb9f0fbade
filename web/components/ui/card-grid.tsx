// A responsive grid of cards, the building block of the list pages (societies, teams, news,
// sponsors): one column on phones, two on small screens, `columns` (default 3) from desktop width;
// and the plain card that sits in it.
import type {ComponentProps} from 'react'
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'
import {cardLook} from './card.styles'

export type CardGridColumns = 1 | 2 | 3 | 4

const Grid = styled.ul<{$columns: CardGridColumns}>`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    gap: ${theme.space.lg};
    grid-template-columns: repeat(${(p) => Math.min(p.$columns, 2)}, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  }
`

export function CardGrid({columns = 3, ...props}: ComponentProps<'ul'> & {columns?: CardGridColumns}) {
  return <Grid {...props} $columns={columns} />
}

export const Card = styled.li`
  ${cardLook}
`

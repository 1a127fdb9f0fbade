// A responsive grid of cards, the building block of the list pages (societies, teams, news,
// sponsors): one column on phones, two on small screens, `columns` (default 3) from desktop width.
// Its look and the plain card's (class `card`) are in card-grid-styles.ts (site stylesheet).
import type {ComponentProps} from 'react'
import type {CardGridColumns} from './card-grid-styles'
import {withClassName} from './class-name'

type Props = ComponentProps<'ul'> & {columns?: CardGridColumns}

export function CardGrid({columns = 3, className, ...props}: Props) {
  return <ul {...props} className={withClassName('card-grid', className)} data-columns={columns} />
}

// A data table that scrolls sideways on a phone instead of squeezing its columns (the frame is
// focusable so keyboard users can scroll it too), or, with `stack`, turns each row into a small card
// on a phone: the row header on top, then each cell under its column's name (from `data-label`).
// Styles: league.styles.ts.
import type {ReactNode} from 'react'
import {TableRegion} from './league.styles'

type Props = {
  label: string
  /** The column headings, left to right. */
  columns: readonly string[]
  stack?: boolean
  /** The table's body: a <tbody>. */
  children: ReactNode
}

export function TableFrame({label, columns, stack = false, children}: Props) {
  return (
    <TableRegion role="region" aria-label={label} tabIndex={0} $stack={stack}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </TableRegion>
  )
}

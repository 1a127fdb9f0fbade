// A league table that reads on a phone: the leading column (a team, a player, a match) — with the rank
// before it when there is one — stays in place while the rest scrolls sideways; a shadow and a "more"
// line show that it scrolls; abbreviated headings are <abbr> with their full name, listed in a legend
// under the table. The frame is focusable so keyboard users can scroll it too.
import type {ReactNode} from 'react'
import {Legend, ScrollCue, Scroller, Track} from './table-frame.styles'

/** A column heading; with `title`, the heading is an abbreviation of it (P → Played). A `wide` column
 * shows from the sm breakpoint up only (its cells carry data-wide too). */
export type Column = string | {label: string; title: string; wide?: boolean}

type Props = {
  label: string
  /** The column headings, left to right: the columns a fan needs first go first. */
  columns: readonly Column[]
  /** True when the first column is a rank (1, 2, 3…) kept in place with the row header after it. */
  ranked?: boolean
  /** The table's body: a <tbody> (and a <tfoot>). */
  children: ReactNode
  /** False where one key below several tables names their abbreviations (a scorecard's). */
  legend?: boolean
}

const labelOf = (column: Column) => (typeof column === 'string' ? column : column.label)

export function TableFrame({label, columns, ranked = false, children, legend = true}: Props) {
  return (
    <>
      <Scroller role="region" aria-label={label} tabIndex={0} $sticky={ranked ? 2 : 1}>
        <Track>
          <ScrollCue aria-hidden="true">Scroll sideways for more columns →</ScrollCue>
          <table>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={labelOf(column)} scope="col" data-wide={(typeof column !== 'string' && column.wide) || undefined}>
                    {typeof column === 'string' ? column : <abbr title={column.title}>{column.label}</abbr>}
                  </th>
                ))}
              </tr>
            </thead>
            {children}
          </table>
        </Track>
      </Scroller>
      {legend ? <TableKey label={label} columns={columns} /> : null}
    </>
  )
}

/** The key to a table's abbreviated headings (P: Played…): under the table, or once under several; a
 * `wide` column's entry shows where the column does. */
export function TableKey({label, columns}: {label: string; columns: readonly Column[]}) {
  const abbreviations = columns.filter((c): c is Exclude<Column, string> => typeof c !== 'string')
  if (abbreviations.length === 0) return null
  return (
    <Legend aria-label={`Key to ${label}`}>
      {abbreviations.map((column) => (
        <div key={column.label} data-wide={column.wide || undefined}>
          <dt>{column.label}</dt>
          <dd>{column.title}</dd>
        </div>
      ))}
    </Legend>
  )
}

/** Columns of several tables, each abbreviation once (the first table's title for it), for one key. */
export const uniqueColumns = (columns: readonly Column[]): Column[] =>
  columns.filter((column, i) => typeof column !== 'string' && columns.findIndex((c) => typeof c !== 'string' && c.label === column.label) === i)

// A data table that scrolls sideways on a phone instead of squeezing its columns (the frame is
// focusable so keyboard users can scroll it too), or, with `stack`, turns each row into a small card
// on a phone: the row header on top, then each cell under its column's name (from `data-label`).
import type {ReactNode} from 'react'
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'

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
    <Frame role="region" aria-label={label} tabIndex={0} data-stack={stack || undefined}>
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
    </Frame>
  )
}

const Frame = styled.div`
  overflow-x: auto;
  margin: 0 0 ${theme.space.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};

  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${theme.space.sm} ${theme.space.md};
    text-align: left;
    border-bottom: 1px solid ${theme.colors.border};
    white-space: nowrap;
  }
  thead th {
    color: ${theme.colors.primaryDark};
  }

  ${media.belowSm} {
    &[data-stack] {
      thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
      }
      tr {
        display: block;
        padding: ${theme.space.sm} 0;
        border-bottom: 1px solid ${theme.colors.border};
      }
      th,
      td {
        display: block;
        border: 0;
        padding: 2px ${theme.space.md};
        white-space: normal;
      }
      td[data-label]::before {
        content: attr(data-label) ': ';
        color: ${theme.colors.inkMuted};
      }
    }
  }
`

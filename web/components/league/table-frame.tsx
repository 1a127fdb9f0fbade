// A data table that scrolls sideways on a phone instead of squeezing its columns. The frame is
// focusable so keyboard users can scroll it too.
import type {ReactNode} from 'react'
import styled from 'styled-components'
import {theme} from '@/theme/theme'

export function TableFrame({label, children}: {label: string; children: ReactNode}) {
  return (
    <Frame role="region" aria-label={label} tabIndex={0}>
      <table>{children}</table>
    </Frame>
  )
}

const Frame = styled.div`
  overflow-x: auto;
  margin: 0 auto ${theme.space.lg};
  max-width: 60rem;
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
`

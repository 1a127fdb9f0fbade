// The league's tables and feeds: the table frame that scrolls sideways on a phone or stacks its rows
// into cards there (table-frame.tsx, $stack), the team calendar links (team-calendars.tsx) and
// /matches/schedules' fixtures block and note (app/matches/schedules/page.tsx).
import styled from 'styled-components'
import {media, standaloneLink, theme} from '@/theme/theme'

export const TableRegion = styled.div<{$stack: boolean}>`
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

  ${(p) =>
    p.$stack
      ? `${media.belowSm} {
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
  }`
      : ''}
`

export const CalendarList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${theme.space.xs};
    padding: ${theme.space.sm} ${theme.space.md};
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  }
  /* The team a card on /participation/teams linked to stands out. */
  li:target {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.surfaceAlt};
  }
  a {
    justify-self: start;
    ${standaloneLink}
  }
  small {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
`

export const FixturesBlock = styled.div`
  margin-top: ${theme.space.xxl};
`

export const SchedulesNote = styled.p`
  margin: ${theme.space.xl} 0 0;
  color: ${theme.colors.inkMuted};
`

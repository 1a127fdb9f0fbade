// The look of "Team calendars" (team-calendars.tsx): one bordered entry per team; the team a card on
// /participation/teams linked to (the URL's #fragment) stands out.
import styled from 'styled-components'
import {standaloneLink, theme} from '@/theme/theme'

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
  li:target {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.surfaceAlt};
  }
  a {
    ${standaloneLink}
  }
  small {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
`

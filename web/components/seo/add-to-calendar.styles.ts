// The look of "Add to calendar" (add-to-calendar-link.tsx): a secondary button that opens, in place
// under it, what the feed holds, what subscribing means and the ways to take it.
import styled from 'styled-components'
import {buttonLook} from '@/components/ui/button'
import {standaloneLink, theme} from '@/theme/theme'

export const CalendarMenu = styled.details`
  max-width: 32rem;

  summary {
    ${buttonLook('secondary')}
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  &[open] summary {
    background: ${theme.colors.surfaceAlt};
  }
  p {
    margin: ${theme.space.sm} 0 ${theme.space.xs};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    ${standaloneLink}
  }
`

// The look of the scorecard's frame (match-scorecard.tsx): the jumps as a row of pills that wraps on
// a phone, the toss in small type, the ways on as standalone links.
import styled from 'styled-components'
import {standaloneLink, theme} from '@/theme/theme'

export const Jumps = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
    min-height: 44px;
    padding: 0 ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.surfaceAlt};
  }
`

export const Toss = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`

export const WaysOn = styled.ul`
  margin: ${theme.space.lg} 0 ${theme.space.xl};
  padding: 0;
  list-style: none;

  a {
    ${standaloneLink}
  }
`

// The look shared by top-level links and dropdown buttons in the desktop bar, with the active
// state (gold underline) the spec asks for.
import {css} from 'styled-components'
import {theme} from '@/theme/theme'

export const navItemStyles = css<{$active: boolean}>`
  display: inline-block;
  padding: ${theme.space.sm} ${theme.space.sm};
  color: ${theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  border-radius: ${theme.radii.sm};
  box-shadow: inset 0 -3px 0 ${({$active}) => ($active ? theme.colors.accent : 'transparent')};

  &:hover {
    background: ${theme.colors.hoverOnPrimary};
  }
`

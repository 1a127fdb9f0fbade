// The first stop of the Tab key on every page: hidden above the viewport until focused, then shown
// in gold over the header, with the dark surfaces' focus ring (it sits on the green bar).
import styled from 'styled-components'
import {theme} from '@/theme/theme'

export const SkipLink = styled.a`
  --focus-ring: ${theme.colors.focusOnDark};
  position: absolute;
  left: ${theme.space.md};
  top: -100px;
  z-index: 100;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.accent};
  color: ${theme.colors.ink};
  font-weight: 700;
  &:focus {
    top: ${theme.space.sm};
  }
`

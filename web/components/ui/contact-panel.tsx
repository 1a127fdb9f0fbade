// The green panel of contact details (a heading and a definition list of ways to reach someone: gold
// caps labels over bold values, white links), shared by /contact, /about and /join/registration: a
// <section>, or `as="aside"` beside the page's content.
import styled from 'styled-components'
import {labelCaps, theme} from '@/theme/theme'

export const ContactPanel = styled.section`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.gradients.hero};
  color: ${theme.colors.onPrimary};

  h2 {
    font-size: ${theme.fontSizes.lg};
  }
  dl,
  p {
    margin: 0;
  }
  dt {
    margin-top: ${theme.space.md};
    ${labelCaps}
    color: ${theme.colors.accent};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  a {
    color: ${theme.colors.onPrimary};
    text-underline-offset: 3px;
  }
`

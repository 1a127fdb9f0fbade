// /about's aside: the key facts panel (key-facts.tsx) and the link to the contact form under the
// organisers' contacts (about-aside.tsx).
import styled from 'styled-components'
import {labelCaps, theme} from '@/theme/theme'

export const KeyFactsPanel = styled.section`
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-top: 5px solid ${theme.colors.accent};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};

  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primaryDark};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space.md};
    margin: 0;
  }
  dt {
    ${labelCaps}
    color: ${theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  a {
    color: ${theme.colors.primary};
    text-underline-offset: 3px;
  }
`

/** Doubled class: beats the contact panel's own "p { margin: 0 }". */
export const WriteToUs = styled.p`
  && {
    margin-top: ${theme.space.md};
  }
  font-weight: 700;
`

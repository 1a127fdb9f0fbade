// The footer's look: four columns from the md breakpoint, two on phones (Follow Us and Contact Us a row
// each, so the email fits on one line; About and Legal, short links, share the row under them).
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'

export const FooterBand = styled.footer`
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.onPrimary};
  margin-top: ${theme.space.xxl};

  a {
    color: ${theme.colors.onPrimary};
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${theme.colors.accent};
  }
`

export const FooterColumns = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md};
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

export const FooterColumn = styled.section<{$wideOnPhone?: boolean}>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  align-items: flex-start;
  overflow-wrap: anywhere;
  ${(p) => (p.$wideOnPhone ? `grid-column: 1 / -1; ${media.md} { grid-column: auto; }` : '')}

  h2 {
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.accent};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    margin: 0 0 ${theme.space.xs};
  }
  p {
    margin: 0;
  }
`

/** The address wraps only after its "@" (breakableEmail), never mid-word. */
export const FooterEmail = styled.a`
  overflow-wrap: normal;
  word-break: normal;
`

export const Copyright = styled.p`
  margin: 0;
  padding: ${theme.space.md};
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  border-top: 1px solid ${theme.colors.hoverOnPrimary};
`

// The look of the home page's sections (home-section.tsx): padding, the tinted variant, a joined
// section's missing top padding, the header with its eyebrow and "see all" link.
import styled, {css} from 'styled-components'
import {Link} from '@/components/ui/link'
import {media, theme} from '@/theme/theme'

/** A section's height before the browser has laid it out (then it remembers the real one). */
const HOME_SECTION_SIZE_ESTIMATE = '720px'

export const Section = styled.section<{$tinted: boolean; $joined: boolean}>`
  padding: ${theme.space.lg} 0;
  /* Below the hero: the browser skips laying out and painting a section until it nears the screen
     (the first paint is the hero's, sooner), and keeps its last size once it has been shown. Its
     content stays in the page for find-in-page, anchors and assistive tech. */
  content-visibility: auto;
  contain-intrinsic-size: auto ${HOME_SECTION_SIZE_ESTIMATE};
  ${media.sm} {
    padding: ${theme.space.xl} 0;
  }
  ${media.md} {
    padding: ${theme.space.xxl} 0;
  }
  ${(p) => (p.$tinted ? `background: ${theme.colors.surface};` : '')}
  /* Doubled class: outranks the padding the breakpoints set. */
  ${(p) =>
    p.$joined &&
    css`
      && {
        padding-top: 0;
      }
    `}
  /* The footer keeps its own distance from the last section. */
  &:last-of-type {
    padding-bottom: 0;
  }
`

export const SectionInner = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
`

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  ${media.sm} {
    gap: ${theme.space.sm} ${theme.space.lg};
    margin-bottom: ${theme.space.lg};
  }
`

/** At every width at least 1.4× the "see all" link beside it (a phone's h2 is 1.75rem). */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.h2};
  ${media.md} {
    font-size: ${theme.fontSizes.xxl};
  }
`

export const Eyebrow = styled.p`
  margin: 0 0 ${theme.space.xs};
  color: ${theme.colors.accentDark};
  font-size: ${theme.fontSizes.xs};
  font-weight: 800;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`

export const MoreLink = styled(Link)`
  font-weight: 700;
  text-decoration: none;
  padding: ${theme.space.xs} 0;
  &:hover {
    text-decoration: underline;
  }
`

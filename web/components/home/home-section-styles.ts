// The look of the home page's sections (home-section.tsx), by class name: padding, the tinted
// variant, a joined section's missing top padding, the header with its eyebrow and "see all" link.
// Part of the site stylesheet (components/layout/site-stylesheet.ts): four sections on the home page
// would otherwise each carry their own copy of these rules in its HTML and flight data.
import {css} from 'styled-components'
import {media, theme} from '@/theme/theme'

/** A section's height before the browser has laid it out (then it remembers the real one). */
const HOME_SECTION_SIZE_ESTIMATE = '720px'

export const homeSectionStyles = css`
  .home-section {
    padding: ${theme.space.xl} 0;
    /* Below the hero: the browser skips laying out and painting a section until it nears the screen
       (the first paint is the hero's, sooner), and keeps its last size once it has been shown. Its
       content stays in the page for find-in-page, anchors and assistive tech. */
    content-visibility: auto;
    contain-intrinsic-size: auto ${HOME_SECTION_SIZE_ESTIMATE};
    ${media.md} {
      padding: ${theme.space.xxl} 0;
    }
    &[data-tone='tinted'] {
      background: ${theme.colors.surface};
    }
    &[data-joined] {
      padding-top: 0;
    }
    /* The footer keeps its own distance from the last section. */
    &:last-of-type {
      padding-bottom: 0;
    }
  }
  .home-section-inner {
    max-width: ${theme.layout.maxWidth};
    margin: 0 auto;
    padding: 0 ${theme.space.md};
  }
  .home-section-header {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${theme.space.sm} ${theme.space.lg};
    margin-bottom: ${theme.space.lg};

    h2 {
      margin: 0;
      font-size: ${theme.fontSizes.xl};
      ${media.md} {
        font-size: ${theme.fontSizes.xxl};
      }
    }
  }
  .home-section-eyebrow {
    margin: 0 0 ${theme.space.xs};
    color: ${theme.colors.accentDark};
    font-size: ${theme.fontSizes.xs};
    font-weight: 800;
    letter-spacing: 0.14em;
    text-transform: uppercase;
  }
  .home-section-more {
    font-weight: 700;
    text-decoration: none;
    padding: ${theme.space.xs} 0;
    &:hover {
      text-decoration: underline;
    }
  }
`

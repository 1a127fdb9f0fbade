// The look of every inner page's frame (page-shell.tsx) and of the content-and-aside layout inside
// it (with-aside.tsx: /about, /profile, /contact), by class name. Part of the site stylesheet
// (components/layout/site-stylesheet.ts): nearly every page, and the 404 that each page carries for
// client-side navigation, uses it, so it is a cached file rather than rules in each page's HTML.
import {css} from 'styled-components'
import {media, theme} from '@/theme/theme'

export const pageShellStyles = css`
  .page-band {
    background: ${theme.gradients.hero};
    color: ${theme.colors.onPrimary};
    padding: ${theme.space.xl} 0;
    ${media.md} {
      padding: ${theme.space.xxl} 0;
    }

    h1 {
      font-size: ${theme.fontSizes.xxl};
      margin: 0;
    }
  }
  .page-band-inner {
    max-width: ${theme.layout.maxWidth};
    margin: 0 auto;
    padding: 0 ${theme.space.md};
  }
  .page-eyebrow {
    margin: 0 0 ${theme.space.xs};
    color: ${theme.colors.accent};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.1em;
    font-size: ${theme.fontSizes.sm};
  }
  .page-lead {
    margin: ${theme.space.sm} 0 0;
    max-width: 46rem;
    font-size: ${theme.fontSizes.lg};
  }
  .page-content {
    max-width: ${theme.layout.maxWidth};
    margin: 0 auto;
    padding: ${theme.space.xl} ${theme.space.md} 0;
  }

  /* Content and aside side by side from tablet width up; stacked on phones. */
  .with-aside {
    display: grid;
    gap: ${theme.space.lg};
    grid-template-columns: minmax(0, 1fr);
    ${media.md} {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
      align-items: start;
    }
  }
  .with-aside-body {
    min-width: 0;
    ${media.md} {
      grid-column: 1;
      grid-row: 1;
    }
  }
  .with-aside-side {
    display: grid;
    gap: ${theme.space.lg};
    ${media.md} {
      grid-column: 2;
      grid-row: 1;
    }
  }
`

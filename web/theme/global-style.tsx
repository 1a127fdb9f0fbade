// Page-wide defaults, rendered once by the site document: the theme's CSS variables on :root, box
// sizing, the type scale on body text and headings, focus rings that keyboard users can see, and
// motion switched off for people who ask their system for less of it.
import 'server-only'
import {createGlobalStyle} from 'styled-components'
import {theme, tokens} from './theme'

const PageDefaults = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${theme.layout.headerHeight}; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.body};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.ink};
    background: ${theme.colors.surfaceAlt};
    min-height: 100vh;
    display: flex;
    flex-direction: column;
  }
  main { flex: 1 0 auto; }
  main:focus { outline: none; }
  h1, h2, h3, h4 {
    font-family: ${theme.fonts.display};
    font-weight: 700;
    line-height: ${theme.lineHeights.heading};
    letter-spacing: 0.01em;
    margin: 0 0 0.5em;
  }
  h1 { font-size: ${theme.fontSizes.h1}; }
  h2 { font-size: ${theme.fontSizes.h2}; }
  h3 { font-size: ${theme.fontSizes.h3}; }
  h4 { font-size: ${theme.fontSizes.h4}; }
  small { font-size: ${theme.fontSizes.small}; }
  img { max-width: 100%; height: auto; display: block; }
  a { color: ${theme.colors.primary}; }
  /* One focus ring everywhere: its colour follows the surface it is drawn on, so it keeps 3:1 on the
     light page and on the dark green bands (tests/e2e/focus.spec.ts measures it). */
  :root, [data-surface='light'] { --focus-ring: ${theme.colors.focus}; }
  [data-surface='dark'] { --focus-ring: ${theme.colors.focusOnDark}; }
  :focus-visible { outline: 3px solid var(--focus-ring); outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`

/** The theme's CSS variables and the page defaults; render once, in <body>. */
export function GlobalStyle() {
  return (
    <>
      <theme.GlobalStyle theme={tokens} />
      <PageDefaults />
    </>
  )
}

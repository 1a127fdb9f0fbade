// The league's two typefaces, self-hosted from Fontsource's npm packages (OFL-1.1, licences beside
// the files): Barlow Condensed Bold for headings, Inter (variable weight) for text. Latin subset
// only, woff2, preloaded, with a metric-matched Arial fallback. `optional`, not `swap`: when a font is
// not there by the first paint (a slow phone, a loaded server), the page keeps the fallback instead of
// reflowing under the reader's eyes (a late swap moved the header and the hero: CLS 0.002–0.02 with the
// fonts held back 1.5 s); it is cached by the next page.
import localFont from 'next/font/local'

/** Headings: a strong, condensed sports face (@fontsource/barlow-condensed 5.3.0, latin 700). */
export const displayFont = localFont({
  src: [{path: './fonts/barlow-condensed-latin-700-normal.woff2', weight: '700', style: 'normal'}],
  variable: '--font-display',
  display: 'optional',
  preload: true,
  adjustFontFallback: 'Arial',
  fallback: ['Arial Narrow', 'Arial', 'sans-serif'],
})

/** Text: a very readable screen face (@fontsource-variable/inter 5.3.0, latin, weights 100–900). */
export const bodyFont = localFont({
  src: [{path: './fonts/inter-latin-wght-normal.woff2', weight: '100 900', style: 'normal'}],
  variable: '--font-body',
  display: 'optional',
  preload: true,
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})

/** Put on <html>: defines --font-display and --font-body for the theme's font stacks. */
export const fontVariables = `${displayFont.variable} ${bodyFont.variable}`

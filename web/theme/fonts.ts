// The league's two typefaces, self-hosted from Fontsource's npm packages (OFL-1.1, licences beside
// the files): Barlow Condensed Bold for headings, Inter (variable weight) for text. Latin subset
// only, woff2, preloaded; `swap` with a metric-matched Arial fallback so the swap moves nothing.
import localFont from 'next/font/local'

/** Headings: a strong, condensed sports face (@fontsource/barlow-condensed 5.3.0, latin 700). */
export const displayFont = localFont({
  src: [{path: './fonts/barlow-condensed-latin-700-normal.woff2', weight: '700', style: 'normal'}],
  variable: '--font-display',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
  fallback: ['Arial Narrow', 'Arial', 'sans-serif'],
})

/** Text: a very readable screen face (@fontsource-variable/inter 5.3.0, latin, weights 100–900). */
export const bodyFont = localFont({
  src: [{path: './fonts/inter-latin-wght-normal.woff2', weight: '100 900', style: 'normal'}],
  variable: '--font-body',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})

/** Put on <html>: defines --font-display and --font-body for the theme's font stacks. */
export const fontVariables = `${displayFont.variable} ${bodyFont.variable}`

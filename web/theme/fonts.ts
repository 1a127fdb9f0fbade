// The league's display face, self-hosted from Fontsource's npm package (OFL-1.1, licence beside the
// file): Barlow Condensed Bold for headings. Latin subset only, woff2, preloaded, with a
// metric-matched Arial fallback. `optional`, not `swap`: when the font is not there by the first paint
// (a slow phone, a loaded server), the page keeps the fallback instead of reflowing under the reader's
// eyes (a late swap moves the header and the hero); it is cached by the next page.
//
// Body text is in the reader's own system face (Roboto on Android, San Francisco on iPhones, Segoe UI
// on Windows; tokens.fonts.body): no download before a first visit's first paint, and the system faces
// read as well on the screens the league's fans use.
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

/** Put on <html>: defines --font-display for the theme's display stack. */
export const fontVariables = displayFont.variable

// The league's design tokens as plain values: colours (the green and gold of the OPL crest), type
// scale, spacing, breakpoints. The site's theme (web/theme/theme.ts) turns them into CSS variables for
// styled components and the Studio's own tools style with them; code that must not pull in
// styled-components (the error boundaries, share images) imports them from here.

/** Headings h1–h4 grow with the viewport (clamp(): phone size … desktop size); body and small are fixed. */
const typeScale = {
  h1: 'clamp(2.25rem, 1.55rem + 2.9vw, 3.5rem)',
  h2: 'clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem)',
  h3: 'clamp(1.375rem, 1.2rem + 0.75vw, 1.75rem)',
  h4: 'clamp(1.125rem, 1.05rem + 0.3vw, 1.3125rem)',
  body: '1rem',
  small: '0.875rem',
}

export const tokens = {
  colors: {
    primary: '#0b6e4f',
    primaryDark: '#07402e',
    primaryBright: '#21d07a',
    accent: '#f4c430',
    accentDark: '#8a6a00',
    ink: '#10231b',
    inkMuted: '#44574e',
    surface: '#ffffff',
    surfaceAlt: '#f3f7f4',
    border: '#d5e2da',
    onPrimary: '#ffffff',
    /** The focus ring on light surfaces (≥ 3:1 on white, the page tint, gold and the borders)… */
    focus: '#07402e',
    /** …and on dark ones (data-surface="dark": header, hero, footer; ≥ 3:1 on every stop of the green). */
    focusOnDark: '#ffdf73',
    hoverOnPrimary: 'rgba(255, 255, 255, 0.14)',
    backdrop: 'rgba(8, 20, 14, 0.6)',
    danger: '#b3261e',
    /** The LIVE badge's red: white text on it reads at 4.5:1 or more. */
    live: '#c0191f',
  },
  gradients: {
    hero: 'linear-gradient(135deg, #07402e 0%, #0b6e4f 55%, #128a5e 100%)',
    gold: 'linear-gradient(135deg, #f4c430 0%, #ffdf73 100%)',
    /** The leaderboards' caps (most runs, most wickets), dark enough to carry white text at 4.5:1. */
    orangeCap: 'linear-gradient(135deg, #a84300 0%, #bf5000 100%)',
    purpleCap: 'linear-gradient(135deg, #4a1a7a 0%, #6b2fa8 100%)',
  },
  // Body text is the system's UI face. The display face comes from next/font (theme/fonts.ts) as a CSS
  // variable; where it is not defined (global-error renders without the root layout) the stack falls
  // back to the system's.
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    display: 'var(--font-display, "Arial Narrow"), "Arial Narrow", "Segoe UI", Roboto, Arial, sans-serif',
  },
  // One type scale (typeScale above); the step names components already use (xs … xxl) are its sizes.
  fontSizes: {
    ...typeScale,
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: typeScale.body,
    lg: typeScale.h4,
    xl: typeScale.h3,
    xxl: typeScale.h1,
    hero: 'clamp(2.25rem, 6vw, 4rem)',
  },
  lineHeights: {heading: '1.1', body: '1.6'},
  space: {xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem'},
  radii: {sm: '6px', md: '12px', lg: '20px', pill: '999px'},
  shadows: {
    card: '0 1px 2px rgba(16, 35, 27, 0.06), 0 4px 16px rgba(16, 35, 27, 0.08)',
    raised: '0 8px 30px rgba(16, 35, 27, 0.16)',
  },
  layout: {maxWidth: '1200px', headerHeight: '64px'},
  breakpoints: {sm: '600px', nav: '768px', md: '900px', lg: '1200px'},
}

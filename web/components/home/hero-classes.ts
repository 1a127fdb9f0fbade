// The class names by which the hero's styles (hero.styles.ts) reach the controls its client component
// renders (hero-carousel-client.tsx): both import them from here. The data hooks in hero-dom.ts are
// for the carousel's script; these are for the look.
export const heroClasses = {
  /** Previous, next and the autoplay toggle: round buttons. */
  round: 'hero-round',
  dots: 'hero-dots',
  dot: 'hero-dot',
} as const

// The class names by which the hero's styles (hero.styles.ts) reach the slides (hero-carousel.tsx) and
// the controls its client component renders (hero-carousel-client.tsx): both import them from here. The data hooks in hero-dom.ts are
// for the carousel's script; these are for the look.
export const heroClasses = {
  /** A slide and its text (rendered by hero-carousel.tsx, one set of rules for every slide). */
  slide: 'hero-slide',
  slideText: 'hero-slide-text',
  headline: 'hero-headline',
  headlineTop: 'hero-headline-top',
  headlineEmph: 'hero-headline-emph',
  tagline: 'hero-tagline',
  /** Previous, next and the autoplay toggle: round buttons. */
  round: 'hero-round',
  dots: 'hero-dots',
  dot: 'hero-dot',
} as const

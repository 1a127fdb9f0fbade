// The class names by which the news cards' grid (news-card.styles.ts) styles each card's parts
// (news-card.tsx): both import them from here. One styled grid for all the cards writes their styles
// once per list, where a styled component per part would write them once per card.
export const newsCardClasses = {
  card: 'news-card',
  band: 'news-card-band',
  crest: 'news-card-crest',
  body: 'news-card-body',
  heading: 'news-card-heading',
  /** The team's name, a link whose target area is the whole card. */
  link: 'news-card-link',
  captain: 'news-card-captain',
  quote: 'news-card-quote',
  readMore: 'news-card-more',
} as const

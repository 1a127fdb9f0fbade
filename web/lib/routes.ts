// Every public route of the site, for the sitemap, the link checker and screenshots.
// News items add /news/{slug} for each team note.
export const PUBLIC_ROUTES = [
  '/',
  '/gallery',
  '/news',
  '/sponsors',
  '/about',
  '/privacy',
  '/terms',
  '/contact',
  '/login',
  '/profile',
  '/participation/societies',
  '/participation/teams',
  '/participation/players',
  '/matches/points',
  '/matches/top-bids',
  '/matches/schedules',
  '/matches/results',
  '/join/registration',
  '/join/contests',
] as const

/** The news feed's file under /news/ (app/news/feed.xml): a route of its own, never a news slug. */
export const NEWS_FEED_SEGMENT = 'feed.xml'

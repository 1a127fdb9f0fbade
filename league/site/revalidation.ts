// Where each document type shows on the site: the map the Studio's presentation tool links from, and
// the types the revalidate webhook knows. Freshness itself is by tag alone: every cached page and data
// entry carries the tags of the types it read (web/lib/content/getters.ts), so expiring a type's tag
// refreshes exactly the pages that show it. A new page that shows a type is added here, once.
import type {AppRoute} from './app-routes'
import {isContentTag, type ContentTag} from './tags'

/** Where one type shows. Its cache tag is the type's own name (tags.ts), so it is not repeated here. */
export type Showing = {
  /** Routes that render it, as lib/app-routes.ts names them (`[slug]` a dynamic segment). Images and
   * metadata files made from it (og images, manifest) need no path here. */
  paths: AppRoute[]
  /** True when it shows in the root layout (header, footer): on every page. */
  layout?: boolean
}

export const REVALIDATION_MAP: Record<ContentTag, Showing> = {
  siteSettings: {paths: ['/'], layout: true},
  heroSlide: {paths: ['/']},
  teamNote: {paths: ['/', '/news', '/news/[slug]', '/sitemap.xml', '/participation/teams', '/participation/teams/[slug]']},
  // Where the season stands follows from the key dates (web/lib/calendar/season-phase.ts): the menu's
  // registration mark on every page, and the texts of the pages still waiting for data.
  keyDate: {
    layout: true,
    paths: ['/', '/matches/schedules', '/matches/schedules/[team]', '/calendar.ics', '/about', '/matches/points', '/matches/results', '/matches/top-bids', '/participation/players', '/join/registration', '/join/contests', '/news'],
  },
  gallerySection: {paths: ['/', '/gallery']},
  society: {paths: ['/participation/societies', '/participation/teams', '/participation/teams/[slug]', '/profile', '/about']},
  // News cards show their team's name, so a renamed team refreshes the news pages too.
  team: {paths: ['/participation/societies', '/matches/schedules', '/matches/schedules/[team]', '/matches/results', '/matches/results/[team]', '/matches/points', '/participation/teams', '/participation/teams/[slug]', '/matches/[season]', '/matches/seasons', '/matches/[season]/[number]', '/', '/news', '/news/[slug]', '/about', '/sitemap.xml', '/matches/stats', '/participation/players/[slug]']},
  sponsor: {paths: ['/', '/sponsors']},
  page: {paths: ['/about', '/privacy', '/terms']},
  // A score entered in the Studio moves the results, the table and the fixture list at once.
  // Fixtures are in the calendar file too (the team feeds are answered per request from the data cache).
  // The header's Results link drops its "(Coming Soon)" with the first result: every page's layout.
  season: {layout: true, paths: ['/', '/matches/schedules', '/matches/schedules/[team]', '/matches/results', '/matches/results/[team]', '/matches/points', '/calendar.ics', '/participation/teams', '/participation/teams/[slug]', '/matches/[season]', '/matches/seasons', '/matches/[season]/[number]', '/sitemap.xml', '/matches/stats', '/participation/players/[slug]']},
  // Player-of-the-match awards count on the leaderboards and the players' pages.
  match: {layout: true, paths: ['/', '/matches/schedules', '/matches/schedules/[team]', '/matches/results', '/matches/results/[team]', '/matches/points', '/participation/teams', '/participation/teams/[slug]', '/matches/[season]', '/matches/seasons', '/matches/[season]/[number]', '/calendar.ics', '/sitemap.xml', '/matches/stats', '/participation/players/[slug]']},
  // Each ball saved in the scorer's tool: the match, what shows its score, and the live badge in the header.
  scorecard: {layout: true, paths: ['/', '/matches/schedules', '/matches/schedules/[team]', '/matches/results', '/matches/results/[team]', '/matches/points', '/participation/teams', '/participation/teams/[slug]', '/matches/[season]', '/matches/seasons', '/matches/[season]/[number]', '/matches/stats', '/participation/players/[slug]', '/calendar.ics', '/matches/[season]/[number]/cricsheet.json']},
  post: {paths: ['/news', '/news/[slug]', '/news/feed.xml', '/sitemap.xml', '/participation/teams/[slug]', '/matches/[season]/[number]']},
  // A ground's name, address and map link show on the fixtures and the match pages.
  venue: {paths: ['/matches/schedules', '/matches/schedules/[team]', '/matches/results', '/matches/results/[team]', '/matches/[season]', '/matches/[season]/[number]', '/participation/teams/[slug]', '/calendar.ics']},
  player: {paths: ['/matches/top-bids', '/participation/players', '/participation/players/[slug]', '/matches/stats', '/matches/results', '/participation/teams', '/participation/teams/[slug]', '/matches/[season]/[number]', '/sitemap.xml']},
}

export type Revalidation = Showing & {
  /** Cache tags the getters of this type's data carry (see web/lib/content/getters.ts): the type's own. */
  tags: ContentTag[]
}

/** What to revalidate when a document of `type` changes; null for a type the site does not show. */
export function revalidationFor(type: unknown): Revalidation | null {
  return isContentTag(type) ? {tags: [type], ...REVALIDATION_MAP[type]} : null
}

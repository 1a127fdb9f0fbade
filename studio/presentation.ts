// The presentation tool's settings: open the site in draft mode through its enable route, and link
// each document to the real pages that show it (from the map the revalidate webhook uses).
import {defineDocuments, defineLocations, type PresentationPluginOptions} from 'sanity/presentation'
import {REVALIDATION_MAP} from '../web/lib/content/revalidation'
import {PAGE_VALUE_PATHS, pageAddresses, pageValues} from './page-addresses'

/** Where the site runs; the Studio build reads SANITY_STUDIO_* variables at build time. */
export const PREVIEW_URL = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000'

const pageTitle = (href: string) => (href === '/' ? 'Home page' : href)

const locations = Object.fromEntries(
  Object.entries(REVALIDATION_MAP).map(([type, {paths}]) => [
    type,
    defineLocations({
      select: PAGE_VALUE_PATHS[type as keyof typeof PAGE_VALUE_PATHS] ?? {},
      resolve: (doc) => ({locations: pageAddresses(paths, pageValues(doc)).map((href) => ({title: pageTitle(href), href}))}),
    }),
  ]),
)

export const presentationOptions: PresentationPluginOptions = {
  previewUrl: {
    initial: PREVIEW_URL,
    previewMode: {enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable'},
  },
  resolve: {
    locations,
    mainDocuments: defineDocuments([
      // Posts and team notes share /news/<slug> (the dataset validator keeps their slugs apart).
      {route: '/news/:slug', filter: `_type in ["post", "teamNote"] && slug.current == $slug`},
      {route: ['/about', '/privacy', '/terms'], resolve: (ctx) => ({filter: `_type == "page" && slug.current == $slug`, params: {slug: ctx.path.slice(1)}})},
    ]),
  },
}

// The presentation tool's settings: open the site in draft mode through its enable route, and link
// each document to the pages that show it (the same map the revalidate webhook uses).
import {defineDocuments, defineLocations, type PresentationPluginOptions} from 'sanity/presentation'
import {REVALIDATION_MAP} from '../web/lib/content/revalidation'

/** Where the site runs; the Studio build reads SANITY_STUDIO_* variables at build time. */
export const PREVIEW_URL = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000'

const pageTitle = (href: string) => (href === '/' ? 'Home page' : href)

const locations = Object.fromEntries(
  Object.entries(REVALIDATION_MAP).map(([type, {paths}]) => [
    type,
    defineLocations({
      select: {slug: 'slug.current'},
      resolve: (doc) => ({
        locations: paths
          .filter((path) => !/\.\w+$/.test(path)) // pages only, not /calendar.ics or /sitemap.xml
          .map((path) => (path.includes('[slug]') ? (doc?.slug ? path.replace('[slug]', doc.slug) : null) : path))
          .filter((href): href is string => href !== null)
          .map((href) => ({title: pageTitle(href), href})),
      }),
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

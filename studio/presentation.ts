// The presentation tool's settings: open the site in draft mode through its enable route, and link
// each document to the real pages that show it (from the map the revalidate webhook uses).
import {defineDocuments, defineLocations, type PresentationPluginOptions} from 'sanity/presentation'
import {REVALIDATION_MAP} from '../league/site/revalidation'
import {LOCAL_SITE_ORIGINS, localPreviewUrl} from './local-lake'
import {PAGE_VALUE_PATHS, pageAddresses, pageValues} from './page-addresses'

/** Where the site runs, for a Studio on a real project: SANITY_STUDIO_PREVIEW_URL, read when the Studio is
 * built (the organisers' hosting sets it). The local Studio asks the stand-in instead (localPreviewUrl). */
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

/** The Presentation tool's settings; `local` when the Studio runs on the stand-in, which names the site. */
export const presentationOptions = (local: boolean): PresentationPluginOptions => ({
  previewUrl: {
    initial: local ? () => localPreviewUrl(PREVIEW_URL) : PREVIEW_URL,
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
  ...(local ? {allowOrigins: LOCAL_SITE_ORIGINS} : {}),
})

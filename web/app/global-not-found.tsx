// The 404 of a path the site does not have (HTTP 404), server-rendered in the site's own document:
// "Sorry, that page could not be found.", Go Home, the latest team news and the main sections, so a
// dead link leads on. Next renders this file on its own, without the root layout (next.config.ts,
// experimental.globalNotFound), so it is not also written into every page's data: as the root
// not-found boundary it would be in every page's HTML. app/not-found.tsx still answers a notFound()
// that no nearer boundary catches.
import type {Metadata, Viewport} from 'next'
import {pickNewsHighlights} from '@/lib/home/home-content'
import {SiteDocument} from '@/components/layout/site-document'
import {NotFoundContent} from '@/components/not-found/not-found-content'
import {renderedAt} from '@/lib/calendar/render-time'
import {NOT_FOUND_NEWS_COUNT} from '@/lib/constants'
import {getSiteSettings, getTeamNotes} from '@/lib/content'
import {leagueFrom} from '@/lib/seo/league'
import {generateMetadata as siteMetadata, viewport as siteViewport} from './layout'

export async function generateMetadata(): Promise<Metadata> {
  const [site, settings] = await Promise.all([siteMetadata(), getSiteSettings()])
  return {...site, title: `Page not found | ${leagueFrom(settings).shortName}`, robots: {index: false}}
}

export const viewport: Viewport = siteViewport

export default async function GlobalNotFound() {
  const [settings, notes, now] = await Promise.all([getSiteSettings(), getTeamNotes(), renderedAt()])
  return (
    <SiteDocument settings={settings} renderedAt={now}>
      <NotFoundContent news={false} latest={pickNewsHighlights(notes, NOT_FOUND_NEWS_COUNT)} />
    </SiteDocument>
  )
}

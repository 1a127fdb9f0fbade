// The root layout: header and footer around every page, and the site-wide metadata. Header and footer texts come from the site settings in the CMS.
import type {Metadata, Viewport} from 'next'
import type {ReactNode} from 'react'
import {SiteDocument} from '@/components/layout/site-document'
import {registrationMark} from '@/lib/calendar/season-phase'
import {renderedAt} from '@/lib/calendar/render-time'
import {getSeasonMomentAsEntered} from '@/lib/calendar/season-today'
import {getSeasonAsEntered, getSiteSettings} from '@/lib/content'
import {hasResults} from '../../league'
import {contentEnv} from '@/lib/env'
import {tokens} from '@/theme/theme'
import {leagueFrom} from '@/lib/seo/league'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const league = leagueFrom(settings)
  const name = league.name
  return {
    metadataBase: new URL(contentEnv().NEXT_PUBLIC_SITE_URL),
    title: {default: name, template: `%s | ${league.shortName}`},
    description: settings?.description ?? undefined,
    applicationName: name,
    // Share-card defaults for any route that sets none of its own (pages call pageMetadata()).
    openGraph: {type: 'website', siteName: name, locale: 'en_IN'},
    twitter: {card: 'summary_large_image'},
  }
}

export const viewport: Viewport = {themeColor: tokens.colors.primary}

export default async function RootLayout({children}: {children: ReactNode}) {
  // The season as entered, no scorecard read (the LIVE badge follows the live stream): a ball expires no
  // page for its header. A match being played counts for the results menu, as the results page shows it.
  const [settings, season, now] = await Promise.all([getSiteSettings(), getSeasonAsEntered(), renderedAt()])
  const moment = await getSeasonMomentAsEntered(now)
  const results = hasResults(season?.matches ?? []) || (season?.matches ?? []).some((m) => m.status === 'live')
  return (
    <SiteDocument settings={settings} data={{results, registration: registrationMark(moment)}} renderedAt={now}>
      {children}
    </SiteDocument>
  )
}

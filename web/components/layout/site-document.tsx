// The document every page is drawn in: <html> and <head>, the skip link, header, <main> and footer, inside
// the page's one live connection (components/live).
// The root layout puts the pages in it; app/global-not-found.tsx (the 404 of a path the site does not
// have, which Next renders without the root layout) puts the 404 page in it.
import type {ReactNode} from 'react'
import {DraftTools} from '@/components/draft/draft-tools'
import {ImageFallbackScript} from '@/components/layout/image-fallback-script'
import {ScrollToTop} from '@/components/layout/scroll-to-top'
import {SiteFooter} from '@/components/layout/site-footer'
import {SiteHeader} from '@/components/layout/site-header'
import {LiveProvider} from '@/components/live/live-provider'
import type {SiteSettingsQueryResult} from '@/lib/content'
import type {SiteData} from '@/lib/navigation'
import {leagueFrom} from '@/lib/seo/league'
import {fontVariables} from '@/theme/fonts'
import {GlobalStyle} from '@/theme/global-style'
import {SkipLink} from './skip-link'

/** Without `data` (the 404 of an unknown path), every Coming Soon page is marked as one. */
const NO_DATA: SiteData = {results: false, registration: 'Coming Soon'}

type Props = {
  settings: SiteSettingsQueryResult
  data?: SiteData
  /** The render's clock (lib/calendar/render-time.ts): the footer's year. */
  renderedAt: number
  children: ReactNode
}

export function SiteDocument({settings, data = NO_DATA, renderedAt, children}: Props) {
  const league = leagueFrom(settings)
  return (
    <html lang="en-IN" className={fontVariables}>
      <head>
        <ImageFallbackScript />
      </head>
      <body>
        <GlobalStyle />
        <SkipLink href="#main">Skip to content</SkipLink>
        <ScrollToTop />
        {/* The page's one live connection: the live badge and every score island listen through it. */}
        <LiveProvider>
          <SiteHeader leagueName={league.name} shortName={league.shortName} logo={settings?.logo} data={data} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter settings={settings} renderedAt={renderedAt} />
        </LiveProvider>
        <DraftTools />
      </body>
    </html>
  )
}

// The 404 pages' content: the site-wide "Page not found" and the news variant ("News Not Found"), each
// with a way on — the latest team news and the main sections — so a dead link is never a dead end.
// Server-rendered: every link is in the HTML, with or without script. Styles: not-found.styles.ts. The site-wide one is app/global-not-found.tsx, the news one news/[slug]/not-found.tsx.
import {Link} from '@/components/ui/link'
import type {ReactNode} from 'react'
import {ButtonLink, ButtonRow} from '@/components/ui/button'
import {PageShell} from '@/components/ui/page-shell'
import type {TeamNotesQueryResult} from '@/lib/content'
import {LatestNews} from './latest-news'
import {SectionLinks, WaysOn} from './not-found.styles'

const WAYS_ON = [
  {href: '/news', label: 'Team news'},
  {href: '/matches/schedules', label: 'Schedules and key dates'},
  {href: '/gallery', label: 'Gallery'},
  {href: '/participation/teams', label: 'Teams'},
  {href: '/sponsors', label: 'Sponsors'},
]

type Props = {
  news: boolean
  /** The latest team notes to offer (the editors' first few); none leaves the list out. */
  latest: TeamNotesQueryResult
  /**
   * The news 404's Go Back button, passed in by the news route so that the site-wide 404 ships no
   * client code of its own.
   */
  goBack?: ReactNode
}

export function NotFoundContent({news, latest, goBack}: Props) {
  return (
    <PageShell eyebrow="404" title={news ? 'News Not Found' : 'Page not found'}>
      <p>
        {news
          ? 'We could not find that news item. It may have been renamed or taken down.'
          : 'Sorry, that page could not be found. It may have moved, or the address may have a typo.'}
      </p>
      <ButtonRow>
        {goBack}
        <ButtonLink href={news ? '/news' : '/'} variant={news ? 'secondary' : 'primary'}>
          {news ? 'All news' : 'Go Home'}
        </ButtonLink>
      </ButtonRow>
      <WaysOn>
        <LatestNews notes={latest} />
        <nav aria-labelledby="ways-on">
          <h2 id="ways-on">Main sections</h2>
          <SectionLinks>
            {WAYS_ON.map((way) => (
              <li key={way.href}>
                <Link href={way.href}>{way.label}</Link>
              </li>
            ))}
          </SectionLinks>
        </nav>
      </WaysOn>
    </PageShell>
  )
}

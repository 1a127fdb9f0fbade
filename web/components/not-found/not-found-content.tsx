// The 404 pages' content: the site-wide "Page not found" and the news variant ("News Not Found"), each
// with a way on — the main sections — so a dead link is never a dead end.
import Link from 'next/link'
import type {ReactNode} from 'react'
import styled from 'styled-components'
import {ButtonLink, ButtonRow} from '@/components/ui/button'
import {PageShell} from '@/components/ui/page-shell'
import {theme} from '@/theme/theme'

const WAYS_ON = [
  {href: '/news', label: 'Team news'},
  {href: '/matches/schedules', label: 'Schedules and key dates'},
  {href: '/gallery', label: 'Gallery'},
  {href: '/participation/teams', label: 'Teams'},
  {href: '/sponsors', label: 'Sponsors'},
]

/**
 * `goBack` is the news 404's Go Back button, passed in by the news route so that the site-wide 404
 * (part of every page's boundary) ships no client code.
 */
export function NotFoundContent({news, goBack}: {news: boolean; goBack?: ReactNode}) {
  return (
    <PageShell eyebrow="404" title={news ? 'News Not Found' : 'Page not found'}>
      <p>
        {news
          ? 'We could not find that news item. It may have been renamed or taken down.'
          : 'Sorry, that page could not be found. It may have moved, or the address may have a typo.'}
      </p>
      <ButtonRow>
        {goBack}
        <ButtonLink href={news ? '/news' : '/'} $variant={news ? 'secondary' : 'primary'}>
          {news ? 'All news' : 'Go Home'}
        </ButtonLink>
      </ButtonRow>
      <nav aria-label="Main sections">
        <WaysOnHeading>Or go on to</WaysOnHeading>
        <WaysOn>
          {WAYS_ON.map((way) => (
            <li key={way.href}>
              <Link href={way.href}>{way.label}</Link>
            </li>
          ))}
        </WaysOn>
      </nav>
    </PageShell>
  )
}

const WaysOnHeading = styled.h2`
  margin-top: ${theme.space.xl};
  font-size: 1.125rem;
`

const WaysOn = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  padding: 0;
  list-style: none;
`

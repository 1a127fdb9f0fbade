// The text pages edited in the CMS (/about, /privacy, /terms): the page's title in the band and its
// body in a readable column, with an optional aside beside it on wide screens (About's key facts).
// A page not yet written in the CMS shows its title and a friendly note. Styles: cms-page.styles.ts,
// with the body's typography.
import type {ReactNode} from 'react'
import {PageShell} from '@/components/ui/page-shell'
import {WithAside} from '@/components/ui/with-aside'
import type {PageQueryResult} from '@/lib/content'
import {PortableTextBody} from './portable-text-body'
import {Article} from './cms-page.styles'

type Props = {page: PageQueryResult; fallbackTitle: string; eyebrow?: string; aside?: ReactNode}

export function CmsPage({page, fallbackTitle, eyebrow, aside}: Props) {
  const body = page?.body ?? []
  const article = (
    <Article>
      {body.length > 0 ? <PortableTextBody value={body} /> : <p>This page is coming soon. Please check back shortly.</p>}
    </Article>
  )
  return (
    <PageShell eyebrow={eyebrow} title={page?.title || fallbackTitle} lead={page?.description ?? undefined}>
      {aside ? <WithAside aside={aside}>{article}</WithAside> : article}
    </PageShell>
  )
}

// /news: the captains' notes from every team, each linking to its own page.
import type {Metadata} from 'next'
import {NewsList} from '@/components/news/news-list'
import {PageShell} from '@/components/ui/page-shell'
import {getTeamNotes} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'News',
  description: 'Team news from the Oxygen Premier League: what each captain says about Season 2.',
  path: '/news',
})

export default async function NewsPage() {
  const notes = await getTeamNotes()
  return (
    <PageShell
      eyebrow="Team notes"
      title="Latest News"
      lead="Straight from the captains: how every team is preparing for Season 2."
    >
      <NewsList notes={notes} />
    </PageShell>
  )
}

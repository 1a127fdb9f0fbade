// /news: dated posts and match reports, newest first, and the captains' notes from every team, each
// linking to its own page.
import type {Metadata} from 'next'
import {NewsSections} from '@/components/news/news-sections'
import {PageShell} from '@/components/ui/page-shell'
import {notesLead} from '@/lib/calendar/season-phase'
import {getSeasonMoment} from '@/lib/calendar/season-today'
import {getPosts, getTeamNotes} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'
import {NEWS_FEED_PATH} from '@/lib/seo/news-feed'
import {absoluteUrl} from '@/lib/seo/site-url'

const basic = pageMetadata({
  title: 'News',
  description: 'Team news from the Oxygen Premier League: what each captain says about Season 2.',
  path: '/news',
})

// Browsers and feed readers find the Atom feed of posts from the page.
export const metadata: Metadata = {
  ...basic,
  alternates: {...basic.alternates, types: {'application/atom+xml': absoluteUrl(NEWS_FEED_PATH)}},
}

const POSTS_LEAD = 'Match reports and news from the league, newest first, and what each captain says about the season.'

export default async function NewsPage() {
  const [posts, notes, moment] = await Promise.all([getPosts(), getTeamNotes(), getSeasonMoment()])
  return (
    <PageShell
      eyebrow={posts.length > 0 ? 'News' : 'Team notes'}
      title="Latest News"
      lead={posts.length > 0 ? POSTS_LEAD : notesLead(moment)}
    >
      <NewsSections posts={posts} notes={notes} />
    </PageShell>
  )
}

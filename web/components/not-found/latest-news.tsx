// "Latest news" on the 404 pages: the newest team notes as short rows in the team's colours, each a
// link to /news/{slug}, so a visitor who followed a dead link still finds something to read.
import {NewsRows} from '@/components/news/news-rows'
import type {TeamNotesQueryResult} from '@/lib/content'

export function LatestNews({notes}: {notes: TeamNotesQueryResult}) {
  if (!notes.some((note) => note.slug)) return null
  return (
    <section aria-labelledby="latest-news">
      <h2 id="latest-news">Latest news</h2>
      <NewsRows notes={notes} detail={(note) => (note.quote ? <q>{note.quote}</q> : null)} wide />
    </section>
  )
}

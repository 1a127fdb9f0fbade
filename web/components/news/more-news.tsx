// "More team news" beside a news item: the other teams' notes, each a row with the team's colours,
// so a reader can move between notes without going back to /news.
import type {TeamNotesQueryResult} from '@/lib/content'
import {NewsRows} from './news-rows'
import {MoreNewsNav} from './news-article.styles'

export function MoreNews({notes}: {notes: TeamNotesQueryResult}) {
  if (!notes.some((note) => note.slug)) return null
  return (
    <MoreNewsNav aria-labelledby="more-news">
      <h2 id="more-news">More team news</h2>
      <NewsRows notes={notes} detail={(note) => (note.captain ? <small>Captain {note.captain}</small> : null)} />
    </MoreNewsNav>
  )
}

// The /news page body: every team note as a card, in the CMS's order.
import type {TeamNotesQueryResult} from '@/lib/content'
import {NewsCard, NewsCardGrid} from './news-card'

/** On a desktop screen the first row of cards shows without scrolling. */
const ABOVE_THE_FOLD = 2

type Props = {notes: TeamNotesQueryResult; headingLevel?: 'h2' | 'h3'}

export function NewsList({notes, headingLevel}: Props) {
  if (notes.length === 0) return <p>Team news will be posted here soon.</p>
  return (
    <NewsCardGrid columns={2} aria-label="Team news">
      {notes.map((note, position) => (
        <li key={note._id}>
          <NewsCard note={note} headingLevel={headingLevel} eager={position < ABOVE_THE_FOLD} />
        </li>
      ))}
    </NewsCardGrid>
  )
}


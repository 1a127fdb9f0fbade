// Highlights & News on the home page: the first team notes as the same cards /news shows (team colours,
// crest, captain's quote), each leading to /news/{slug}.
import {CardGrid} from '@/components/ui/card-grid'
import {NewsCard} from '@/components/news/news-card'
import type {TeamNotesQueryResult} from '@/lib/content'
import {HomeSection} from './home-section'

export function HighlightsNews({notes}: {notes: TeamNotesQueryResult}) {
  return (
    <HomeSection id="news" title="Highlights & News" more={{href: '/news', label: 'All news'}}>
      {notes.length === 0 ? (
        <p>News from the teams is on its way.</p>
      ) : (
        <CardGrid>
          {notes.map((note) => (
            <li key={note._id}>
              <NewsCard note={note} headingLevel="h3" />
            </li>
          ))}
        </CardGrid>
      )}
    </HomeSection>
  )
}

// Highlights & News on the home page. Before a season has data, the spec's: the first team notes as the
// same cards /news shows (team colours, crest, captain's quote), each leading to /news/{slug}. While a
// season has data, the newest match reports and news come first, then every team's note, each under
// its own heading.
import {NewsCard, NewsCardGrid} from '@/components/news/news-card'
import {PostList} from '@/components/news/post-list'
import {Section, SectionHeading} from '@/components/league/page-section.styles'
import type {NewsHighlights} from '@/lib/home/home-content'
import {HomeSection} from './home-section'

function NoteCards({notes, headingLevel}: Pick<NewsHighlights, 'notes'> & {headingLevel: 'h3' | 'h4'}) {
  return (
    // Four teams fill one row on a desktop instead of leaving one card alone on the next.
    <NewsCardGrid columns={notes.length % 4 === 0 ? 4 : 3}>
      {notes.map((note) => (
        <li key={note._id}>
          <NewsCard note={note} headingLevel={headingLevel} />
        </li>
      ))}
    </NewsCardGrid>
  )
}

export function HighlightsNews({posts, notes}: NewsHighlights) {
  return (
    <HomeSection id="news" title="Highlights & News" more={{href: '/news', label: 'All news'}}>
      {posts.length > 0 ? (
        <>
          <Section aria-labelledby="home-posts">
            <SectionHeading as="h3" id="home-posts">Match reports and news</SectionHeading>
            <PostList posts={posts} label="Latest posts, newest first" headingLevel="h4" />
          </Section>
          {notes.length > 0 ? (
            <Section aria-labelledby="home-team-notes">
              <SectionHeading as="h3" id="home-team-notes">Team notes</SectionHeading>
              <NoteCards notes={notes} headingLevel="h4" />
            </Section>
          ) : null}
        </>
      ) : notes.length === 0 ? (
        <p>News from the teams is on its way.</p>
      ) : (
        <NoteCards notes={notes} headingLevel="h3" />
      )}
    </HomeSection>
  )
}

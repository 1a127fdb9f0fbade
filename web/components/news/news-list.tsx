// The /news page body: every team note as a card, in the CMS's order.
import styled from 'styled-components'
import type {TeamNotesQueryResult} from '@/lib/content'
import {media, theme} from '@/theme/theme'
import {NewsCard} from './news-card'

/** On a desktop screen the first row of cards shows without scrolling. */
const ABOVE_THE_FOLD = 2

export function NewsList({notes}: {notes: TeamNotesQueryResult}) {
  if (notes.length === 0) return <p>Team news will be posted here soon.</p>
  return (
    <Grid aria-label="Team news">
      {notes.map((note, position) => (
        <li key={note._id}>
          <NewsCard note={note} eager={position < ABOVE_THE_FOLD} />
        </li>
      ))}
    </Grid>
  )
}

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

// "More team news" beside a news item: the other teams' notes, each a row with the team's colours,
// so a reader can move between notes without going back to /news.
import Link from 'next/link'
import styled from 'styled-components'
import type {TeamNotesQueryResult} from '@/lib/content'
import {theme} from '@/theme/theme'
import {teamGradient} from './team-gradient'

export function MoreNews({notes}: {notes: TeamNotesQueryResult}) {
  const linked = notes.filter((note) => note.slug)
  if (linked.length === 0) return null
  return (
    <Aside aria-labelledby="more-news">
      <h2 id="more-news">More team news</h2>
      <Rows>
        {linked.map((note) => (
          <li key={note._id}>
            <Swatch style={{background: teamGradient(note.colours, 180)}} aria-hidden="true" />
            <span>
              <Link href={`/news/${note.slug}`}>{note.team}</Link>
              {note.captain ? <small>Captain {note.captain}</small> : null}
            </span>
          </li>
        ))}
      </Rows>
    </Aside>
  )
}

const Aside = styled.nav`
  h2 {
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primaryDark};
  }
`

const Rows = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    display: flex;
    align-items: stretch;
    gap: ${theme.space.md};
    padding: ${theme.space.sm} ${theme.space.md} ${theme.space.sm} ${theme.space.sm};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  }
  li:hover {
    box-shadow: ${theme.shadows.card};
  }
  span {
    display: grid;
  }
  a {
    font-weight: 700;
    color: ${theme.colors.primaryDark};
    text-decoration: none;
  }
  /* The whole row is the link's target area. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radii.md};
  }
  a:hover {
    text-decoration: underline;
  }
  small {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.xs};
  }
`

const Swatch = styled.span`
  flex: none;
  width: 6px;
  border-radius: ${theme.radii.pill};
`

// "Latest news" on the 404 pages: the newest team notes as short rows in the team's colours, each a
// link to /news/{slug}, so a visitor who followed a dead link still finds something to read.
import Link from 'next/link'
import styled from 'styled-components'
import {teamGradient} from '@/components/news/team-gradient'
import type {TeamNotesQueryResult} from '@/lib/content'
import {media, theme} from '@/theme/theme'

export function LatestNews({notes}: {notes: TeamNotesQueryResult}) {
  const linked = notes.filter((note) => note.slug)
  if (linked.length === 0) return null
  return (
    <section aria-labelledby="latest-news">
      <h2 id="latest-news">Latest news</h2>
      <Rows>
        {linked.map((note) => (
          <li key={note._id}>
            <Swatch style={{background: teamGradient(note.colours, 180)}} aria-hidden="true" />
            <span>
              <Link href={`/news/${note.slug}`}>{note.team}</Link>
              {note.quote ? <q>{note.quote}</q> : null}
            </span>
          </li>
        ))}
      </Rows>
    </section>
  )
}

const Rows = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }

  li {
    position: relative;
    display: flex;
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
    gap: ${theme.space.xs};
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
  q {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
    font-style: italic;
  }
`

const Swatch = styled.span`
  flex: none;
  width: 6px;
  border-radius: ${theme.radii.pill};
`

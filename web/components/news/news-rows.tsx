// Team notes as short rows in the team's colours, each a link to /news/{slug} with one line of detail
// under it: "More team news" beside a news item and "Latest news" on the 404 pages.
import Link from 'next/link'
import type {ReactNode} from 'react'
import styled from 'styled-components'
import type {TeamNotesQueryResult} from '@/lib/content'
import {media, theme} from '@/theme/theme'
import {teamGradient} from './team-gradient'

type Note = TeamNotesQueryResult[number]

type Props = {
  /** Notes without a slug have no page and are left out. */
  notes: TeamNotesQueryResult
  /** The line under the team's name (a quote, the captain), or nothing. */
  detail: (note: Note) => ReactNode
  /** Side by side from the sm breakpoint (a full-width section), instead of one column (a sidebar). */
  wide?: boolean
}

export function NewsRows({notes, detail, wide = false}: Props) {
  return (
    <Rows $wide={wide}>
      {notes
        .filter((note) => note.slug)
        .map((note) => (
          <li key={note._id}>
            <Swatch style={{background: teamGradient(note.colours, 180)}} aria-hidden="true" />
            <span>
              <Link href={`/news/${note.slug}`}>{note.team}</Link>
              {detail(note)}
            </span>
          </li>
        ))}
    </Rows>
  )
}

const Rows = styled.ul<{$wide: boolean}>`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    ${({$wide}) => ($wide ? 'grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));' : '')}
  }

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
  q,
  small {
    color: ${theme.colors.inkMuted};
  }
  q {
    font-size: ${theme.fontSizes.sm};
    font-style: italic;
  }
  small {
    font-size: ${theme.fontSizes.xs};
  }
`

const Swatch = styled.span`
  flex: none;
  width: 6px;
  border-radius: ${theme.radii.pill};
`

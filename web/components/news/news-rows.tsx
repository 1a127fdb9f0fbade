// Team notes as short rows in the team's colours, each a link to /news/{slug} with one line of detail
// under it: "More team news" beside a news item and "Latest news" on the 404 pages. Styles:
// news-rows.styles.ts.
import {Link} from '@/components/ui/link'
import type {ReactNode} from 'react'
import type {TeamNotesQueryResult} from '@/lib/content'
import {teamGradient} from './team-gradient'
import {Rows, Swatch} from './news-rows.styles'

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

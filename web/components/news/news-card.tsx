// One team note as a card: the team's colour band and crest, team, captain and quote, the whole
// card linking to /news/{slug}. /news lists them; the home page's Highlights & News can reuse it.
// Put the cards in a CardGrid. Styles: news-card-styles.ts (site stylesheet), by class name, so a page
// carries no copy of the card's rules (let alone one per card).
import {Link} from '@/components/ui/link'
import {CmsImage} from '@/components/ui/cms-image'
import type {TeamNotesQueryResult} from '@/lib/content'
import {teamGradient} from './team-gradient'

type Note = TeamNotesQueryResult[number]

type Props = {note: Note; headingLevel?: 'h2' | 'h3'; eager?: boolean}

export function NewsCard({note, headingLevel: Heading = 'h2', eager = false}: Props) {
  const team = note.team
  return (
    <article className="news-card">
      <div className="news-card-band" style={{background: teamGradient(note.colours)}}>
        <div className="news-card-crest">
          <CmsImage image={note.logo} width={72} height={72} decorative loading={eager ? 'eager' : 'lazy'} />
        </div>
      </div>
      <div className="news-card-body">
        <Heading className="news-card-heading">
          {note.slug ? (
            <Link className="news-card-link" href={`/news/${note.slug}`}>
              {team}
            </Link>
          ) : (
            team
          )}
        </Heading>
        {note.captain ? <p className="news-card-captain">Captain {note.captain}</p> : null}
        {note.quote ? (
          <blockquote className="news-card-quote">
            <p>{note.quote}</p>
          </blockquote>
        ) : null}
        {note.slug ? (
          <span className="news-card-more" aria-hidden="true">
            Read the note →
          </span>
        ) : null}
      </div>
    </article>
  )
}

// One team note as a card: the team's colour band and crest, team, captain and quote, the whole
// card linking to /news/{slug}. /news lists them; the home page's Highlights & News can reuse it.
// Put the cards in a NewsCardGrid (news-card.styles.ts), which styles them by the class names in
// news-card-classes.ts.
import {CmsImage} from '@/components/ui/cms-image'
import {Link} from '@/components/ui/link'
import type {TeamNotesQueryResult} from '@/lib/content'
import {newsCardClasses} from './news-card-classes'
import {teamGradient} from './team-gradient'

export {NewsCardGrid} from './news-card.styles'

type Note = TeamNotesQueryResult[number]

type Props = {note: Note; headingLevel?: 'h2' | 'h3' | 'h4'; eager?: boolean}

export function NewsCard({note, headingLevel: Heading = 'h2', eager = false}: Props) {
  const team = note.team
  return (
    <article className={newsCardClasses.card}>
      <div className={newsCardClasses.band} style={{background: teamGradient(note.colours)}}>
        <div className={newsCardClasses.crest}>
          <CmsImage image={note.logo} width={72} height={72} decorative loading={eager ? 'eager' : 'lazy'} />
        </div>
      </div>
      <div className={newsCardClasses.body}>
        <Heading className={newsCardClasses.heading}>
          {note.slug ? (
            <Link className={newsCardClasses.link} href={`/news/${note.slug}`}>
              {team}
            </Link>
          ) : (
            team
          )}
        </Heading>
        {note.captain ? <p className={newsCardClasses.captain}>Captain {note.captain}</p> : null}
        {note.quote ? (
          <blockquote className={newsCardClasses.quote}>
            <p>{note.quote}</p>
          </blockquote>
        ) : null}
        {note.slug ? (
          <span className={newsCardClasses.readMore} aria-hidden="true">
            Read the note →
          </span>
        ) : null}
      </div>
    </article>
  )
}

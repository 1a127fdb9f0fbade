// One team note in full (/news/{slug}; the page's title names the team): the team's colour band and
// crest, the captain's quote, a way back to /news and links to the other teams' notes. Styles:
// news-styles.ts (site stylesheet).
import {Link} from '@/components/ui/link'
import {ShareButton} from '@/components/share/share-button'
import {CmsImage} from '@/components/ui/cms-image'
import type {TeamNoteQueryResult, TeamNotesQueryResult} from '@/lib/content'
import {newsHeadline} from '@/lib/seo/json-ld'
import {MoreNews} from './more-news'
import {teamGradient} from './team-gradient'

type Props = {note: NonNullable<TeamNoteQueryResult>; others: TeamNotesQueryResult}

export function NewsArticle({note, others}: Props) {
  const team = note.team
  return (
    <div className="news-article-layout">
      <Link className="news-article-back" href="/news">
        <span aria-hidden="true">←</span> Back to News
      </Link>
      <article className="news-article">
        <div className="news-article-band" style={{background: teamGradient(note.colours)}}>
          <div className="news-article-crest">
            <CmsImage image={note.logo} width={120} height={120} decorative loading="eager" fetchPriority="high" />
          </div>
        </div>
        <div className="news-article-body">
          {note.quote ? (
            <figure className="news-article-quote">
              <blockquote>
                <p>{note.quote}</p>
              </blockquote>
              {note.captain ? (
                <figcaption>
                  — {note.captain}, <span>Captain, {team}</span>
                </figcaption>
              ) : null}
            </figure>
          ) : (
            <p>The captain&apos;s note is on its way.</p>
          )}
          <ShareButton title={newsHeadline(note)} text={note.quote ?? undefined} />
        </div>
      </article>
      <MoreNews notes={others} />
    </div>
  )
}

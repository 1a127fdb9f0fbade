// One team note in full (/news/{slug}; the page's title names the team): the team's colour band and
// crest, the captain's quote, a way back to /news and links to the other teams' notes. Styles:
// news-article.styles.ts.
import {ShareButton} from '@/components/share/share-button'
import {CmsImage} from '@/components/ui/cms-image'
import type {TeamNoteQueryResult, TeamNotesQueryResult} from '@/lib/content'
import {newsHeadline} from '@/lib/seo/json-ld'
import {MoreNews} from './more-news'
import {teamGradient} from './team-gradient'
import {Article, ArticleBand, ArticleBody, ArticleCrest, ArticleLayout, ArticleQuote, BackLink} from './news-article.styles'

type Props = {note: NonNullable<TeamNoteQueryResult>; others: TeamNotesQueryResult}

export function NewsArticle({note, others}: Props) {
  const team = note.team
  return (
    <ArticleLayout>
      <BackLink href="/news">
        <span aria-hidden="true">←</span> Back to News
      </BackLink>
      <Article>
        <ArticleBand style={{background: teamGradient(note.colours)}}>
          <ArticleCrest>
            <CmsImage image={note.logo} width={120} height={120} decorative loading="eager" fetchPriority="high" />
          </ArticleCrest>
        </ArticleBand>
        <ArticleBody>
          {note.quote ? (
            <ArticleQuote>
              <blockquote>
                <p>{note.quote}</p>
              </blockquote>
              {note.captain ? (
                <figcaption>
                  — {note.captain}, <span>Captain, {team}</span>
                </figcaption>
              ) : null}
            </ArticleQuote>
          ) : (
            <p>The captain&apos;s note is on its way.</p>
          )}
          <ShareButton title={newsHeadline(note)} text={note.quote ?? undefined} />
        </ArticleBody>
      </Article>
      <MoreNews notes={others} />
    </ArticleLayout>
  )
}

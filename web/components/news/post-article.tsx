// One post in full (/news/{slug}; the page's title is its headline): cover photo, date and author,
// the match and teams it is about (linking to their pages), its text with pictures, and a share button.
import {ShareButton} from '@/components/share/share-button'
import {CmsImage} from '@/components/ui/cms-image'
import type {PostQueryResult} from '@/lib/content'
import {MatchLink} from '@/components/league/match-link'
import {TeamLink} from '@/components/league/team-link'
import {PostBody} from './post-body'
import {Article, BackLink, Byline, Content, Cover, Layout, Related} from './post-article.styles'
import {formatPostDate} from './post-date'

/** The cover is drawn at the article's widest (Layout's max-width), the screen's width below it: the
 * browser picks the file for the width it draws, so a phone does not fetch the desktop column's 2x. */
const COVER_WIDTH = 768
const COVER_SIZES = '(min-width: 48rem) 48rem, 100vw'

export function PostArticle({post}: {post: NonNullable<PostQueryResult>}) {
  return (
    <Layout>
      <BackLink href="/news">
        <span aria-hidden="true">←</span> Back to News
      </BackLink>
      <Article>
        <Cover>
          <CmsImage image={post.cover} width={COVER_WIDTH} height={(COVER_WIDTH * 2) / 3} sizes={COVER_SIZES} placeholder="blur" loading="eager" fetchPriority="high" />
        </Cover>
        <Content>
          <Byline>
            {post.publishedAt ? <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> : null}
            {post.author ? `${post.publishedAt ? ' · by' : 'By'} ${post.author}` : null}
          </Byline>
          {post.match || post.teams.length > 0 ? (
            <Related aria-label="About">
              {post.match ? (
                <li>
                  <MatchLink seasonYear={post.match.seasonYear} matchNumber={post.match.matchNumber}>
                    Match {post.match.matchNumber}: the scoreboard
                  </MatchLink>
                </li>
              ) : null}
              {post.teams.map((team) => (
                <li key={team._id}>
                  <TeamLink name={team.name} />
                </li>
              ))}
            </Related>
          ) : null}
          <PostBody value={post.body} />
          <ShareButton title={post.title} text={post.summary || undefined} />
        </Content>
      </Article>
    </Layout>
  )
}

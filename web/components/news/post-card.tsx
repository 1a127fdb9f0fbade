// One dated post as a card: cover photo, date and author, headline (linking to /news/{slug}) and
// summary. /news lists them newest first; team and match pages show theirs. Put the cards in a CardGrid.
import {CmsImage} from '@/components/ui/cms-image'
import type {PostsQueryResult} from '@/lib/content'
import {Body, Card, Cover, Meta, Summary, Title, TitleLink} from './post-card.styles'
import {formatPostDate} from './post-date'

type Props = {post: PostsQueryResult[number]; headingLevel?: 'h2' | 'h3' | 'h4'; eager?: boolean}

/** The cover is drawn at the card's widest (a two-column grid on a desktop). */
const COVER_WIDTH = 560

export function PostCard({post, headingLevel = 'h3', eager = false}: Props) {
  return (
    <Card>
      <Cover>
        <CmsImage image={post.cover} width={COVER_WIDTH} height={(COVER_WIDTH * 9) / 16} decorative placeholder="blur" loading={eager ? 'eager' : 'lazy'} />
      </Cover>
      <Body>
        <Meta>
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> : null}
          {post.author ? `${post.publishedAt ? ' · ' : ''}${post.author}` : null}
        </Meta>
        <Title as={headingLevel}>
          <TitleLink href={`/news/${post.slug}`}>
            {post.title}
          </TitleLink>
        </Title>
        {post.summary ? <Summary>{post.summary}</Summary> : null}
      </Body>
    </Card>
  )
}

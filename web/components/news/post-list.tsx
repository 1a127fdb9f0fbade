// Dated posts as a grid of cards, newest first (the query's order).
import {CardGrid} from '@/components/ui/card-grid'
import type {PostsQueryResult} from '@/lib/content'
import {PostCard} from './post-card'

/** On a desktop screen the first row of cards shows without scrolling. */
const ABOVE_THE_FOLD = 2

type Props = {posts: PostsQueryResult; label: string; headingLevel?: 'h2' | 'h3' | 'h4'; eager?: boolean}

export function PostList({posts, label, headingLevel, eager = false}: Props) {
  return (
    <CardGrid columns={2} aria-label={label}>
      {posts.map((post, position) => (
        <li key={post._id}>
          <PostCard post={post} headingLevel={headingLevel} eager={eager && position < ABOVE_THE_FOLD} />
        </li>
      ))}
    </CardGrid>
  )
}

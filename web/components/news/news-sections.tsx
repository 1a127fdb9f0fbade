// The /news page body. With no dated posts it is the spec's page: the captains' team notes as cards.
// With posts, the posts come first, newest first, then the team notes, each under its own heading.
import type {PostsQueryResult, TeamNotesQueryResult} from '@/lib/content'
import {NewsList} from './news-list'
import {PostList} from './post-list'
import {Section, SectionHeading} from '@/components/league/page-section.styles'

type Props = {posts: PostsQueryResult; notes: TeamNotesQueryResult}

export function NewsSections({posts, notes}: Props) {
  if (posts.length === 0) return <NewsList notes={notes} />
  return (
    <>
      <Section aria-labelledby="news-posts">
        <SectionHeading id="news-posts">Match reports and news</SectionHeading>
        <PostList posts={posts} label="Posts, newest first" eager />
      </Section>
      <Section aria-labelledby="news-team-notes">
        <SectionHeading id="news-team-notes">Team notes</SectionHeading>
        <NewsList notes={notes} headingLevel="h3" />
      </Section>
    </>
  )
}

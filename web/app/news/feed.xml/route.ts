// /news/feed.xml: the Atom feed of dated posts. Rendered once and cached under the content tags, so a
// post published in the Studio appears without a deploy.
import {renderedAt} from '@/lib/calendar/render-time'
import {getPosts, getSiteSettings} from '@/lib/content'
import {leagueFrom} from '@/lib/seo/league'
import {newsFeed} from '@/lib/seo/news-feed'

export async function GET() {
  const [posts, settings, now] = await Promise.all([getPosts(), getSiteSettings(), renderedAt()])
  return new Response(newsFeed(posts, leagueFrom(settings), now), {
    headers: {'Content-Type': 'application/atom+xml; charset=utf-8'},
  })
}

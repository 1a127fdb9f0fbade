// /news/feed.xml: the Atom feed of dated posts. Rendered once and cached under the content tags, so a
// post published in the Studio appears without a deploy.
import {getPosts, getSiteSettings} from '@/lib/content'
import {leagueFrom} from '@/lib/seo/league'
import {newsFeed} from '@/lib/seo/news-feed'

export const dynamic = 'force-static'
// Fresh for five minutes downstream, like the pages (lib/caching.ts PAGE_REVALIDATE_SECONDS).
export const revalidate = 300

export async function GET() {
  const [posts, settings] = await Promise.all([getPosts(), getSiteSettings()])
  return new Response(newsFeed(posts, leagueFrom(settings)), {
    headers: {'Content-Type': 'application/atom+xml; charset=utf-8'},
  })
}

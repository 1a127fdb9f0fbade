// /sitemap.xml: every public route and every news item (posts and team notes), as absolute URLs on the
// configured site. Cached under the team-note and post tags, so a new note appears without a deploy.
import type {MetadataRoute} from 'next'
import {getPosts, getTeamNotes} from '@/lib/content'
import {PUBLIC_ROUTES} from '@/lib/routes'
import {absoluteUrl} from '@/lib/seo/site-url'

// Fresh for five minutes downstream, like the pages (lib/caching.ts PAGE_REVALIDATE_SECONDS).
export const revalidate = 300

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [notes, posts] = await Promise.all([getTeamNotes(), getPosts()])
  const pages: MetadataRoute.Sitemap = PUBLIC_ROUTES.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/' || path === '/matches/schedules' || path === '/news' ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : 0.6,
  }))
  const news: MetadataRoute.Sitemap = notes.flatMap((note) =>
    note.slug ? [{url: absoluteUrl(`/news/${note.slug}`), changeFrequency: 'monthly' as const, priority: 0.7}] : [],
  )
  const dated: MetadataRoute.Sitemap = posts.map((post) => ({
    url: absoluteUrl(`/news/${post.slug}`),
    lastModified: post.publishedAt,
    changeFrequency: 'monthly' as const,
    priority: 0.7,
  }))
  return [...pages, ...dated, ...news]
}

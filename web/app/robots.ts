// /robots.txt: every page is public, so crawlers may read all of it; it names the sitemap.
import type {MetadataRoute} from 'next'
import {absoluteUrl} from '@/lib/seo/site-url'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {userAgent: '*', allow: '/'},
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}

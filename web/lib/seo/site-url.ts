// Absolute URLs for canonical links, the sitemap, JSON-LD and the calendar, all from the one
// configured site URL (NEXT_PUBLIC_SITE_URL, validated in the content layer's env).
import {contentEnv} from '@/lib/env'

/** The site's origin without a trailing slash, e.g. https://opl.example.org */
export function siteUrl(): string {
  return contentEnv().NEXT_PUBLIC_SITE_URL.replace(/\/+$/, '')
}

/** `path` (site-relative, or already absolute) as an absolute URL on the configured site. */
export function absoluteUrl(path: string, base: string = siteUrl()): string {
  if (/^https?:\/\//i.test(path)) return path
  const root = base.replace(/\/+$/, '')
  if (path === '' || path === '/') return `${root}/`
  return `${root}${path.startsWith('/') ? '' : '/'}${path}`
}

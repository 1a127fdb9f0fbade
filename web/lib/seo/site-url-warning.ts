// Said once at start: a production server whose site URL is unset or local writes that address into
// every canonical link, share preview, sitemap and calendar feed, where no visitor can follow it.
import type {ContentEnv} from '@/lib/env'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0'])

/** The warning for these settings, or undefined when the site URL is a public one (or not in production). */
export function siteUrlWarning(env: ContentEnv, source: Record<string, string | undefined>): string | undefined {
  if (source.NODE_ENV !== 'production') return undefined
  const host = new URL(env.NEXT_PUBLIC_SITE_URL).hostname
  const unset = !source.NEXT_PUBLIC_SITE_URL
  if (!unset && !LOCAL_HOSTS.has(host) && !host.endsWith('.localhost')) return undefined
  const what = unset ? `is not set (so it is ${env.NEXT_PUBLIC_SITE_URL})` : `is ${env.NEXT_PUBLIC_SITE_URL}`
  return (
    `[settings] NEXT_PUBLIC_SITE_URL ${what}: canonical links, share previews, the sitemap and the calendar ` +
    'feeds will point there. Set it to the address visitors use, e.g. https://opl.example.org, and restart.'
  )
}

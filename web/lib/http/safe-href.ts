// Which links from the CMS are written into an href: web addresses (http, https), mail and phone
// links, and paths that stay on this site. Each link is read by the WHATWG URL parser, as a browser
// reads it, and what is written is what the parser made of it: a browser drops tabs and line breaks
// from an address and treats `\` as `/`, so `/<TAB>/evil.example` or `/\evil.example` leave the site
// while looking local. Anything else — javascript:, data:, a typo — is not a link at all (its text
// still shows).

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/** A site path is resolved against an origin of the site's own: it stays on the site exactly when it
 * stays on this one (resolving a path does not depend on which origin it is resolved against). */
const SITE = new URL('https://site.invalid')

/** The link to write for a CMS value, or undefined when it must not be a link. */
export function safeHref(value: string | null | undefined): string | undefined {
  const href = value?.trim()
  if (!href) return undefined
  const absolute = URL.parse(href)
  if (absolute) return ALLOWED_SCHEMES.has(absolute.protocol) ? absolute.href : undefined
  // A path on the site: written with a leading slash (`about` or `example.org` is a typo, not a page).
  if (!href.startsWith('/')) return undefined
  const onSite = URL.parse(href, SITE)
  return onSite?.origin === SITE.origin ? `${onSite.pathname}${onSite.search}${onSite.hash}` : undefined
}

/** Whether a link leaves the site (and so opens in a new tab). */
export const isExternalHref = (href: string) => /^https?:\/\//i.test(href)

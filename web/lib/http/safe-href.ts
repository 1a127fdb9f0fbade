// Which links from the CMS are written into an href: web addresses (http, https), mail and phone
// links, and paths on this site. Anything else — javascript:, data:, a protocol-relative //host that
// leaves the site while looking local, a typo — is not a link at all (its text still shows).

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/** A site-relative path: one slash, then not a second slash or backslash (`//x` and `/\x` are hosts). */
const SITE_PATH = /^\/(?![/\\])/

/** The link to write for a CMS value, or undefined when it must not be a link. */
export function safeHref(value: string | null | undefined): string | undefined {
  const href = value?.trim()
  if (!href) return undefined
  if (SITE_PATH.test(href)) return href
  try {
    return ALLOWED_SCHEMES.has(new URL(href).protocol) ? href : undefined
  } catch {
    return undefined
  }
}

/** Whether a link leaves the site (and so opens in a new tab). */
export const isExternalHref = (href: string) => /^https?:\/\//i.test(href)

// Keeps redirects on this site: whatever a caller puts in a redirect target (`//evil.com`, `/\evil.com`,
// `https://evil.com`, `http://x//evil.com/a`, encoded or empty), the answer is a path on this origin.

const PLACEHOLDER_ORIGIN = 'http://site.invalid'

/** A same-site path (with its query and hash) for `target`, or "/" when it would leave the site. */
export function safeRedirectPath(target: string | null | undefined): string {
  if (!target) return '/'
  let url: URL
  try {
    url = new URL(target, PLACEHOLDER_ORIGIN)
  } catch {
    return '/'
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return '/'
  // Collapse leading slashes and backslashes: "//x" in a Location header is another host.
  const pathname = `/${url.pathname.replace(/^[/\\]+/, '')}`
  return `${pathname}${url.search}${url.hash}`
}

// Where a match is played: its ground's map link only when it is a well-formed https address (the
// Studio asks for one; an older or imported document may hold anything), so the site never links out
// to a script or a plain-http page.

/** The ground's map address, or null when there is none or it is not a well-formed https URL. */
export function groundMapUrl(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url.trim())
    return parsed.protocol === 'https:' && parsed.hostname ? parsed.href : null
  } catch {
    return null
  }
}

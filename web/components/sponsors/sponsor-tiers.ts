// Sorts the CMS sponsors into the three tiers /sponsors shows, and works out what a placeholder
// sponsor without a logo shows instead (its initials) and whether its link is safe to render.
import type {SponsorsQueryResult} from '@/lib/content'

export type Sponsor = SponsorsQueryResult[number]

export type SponsorTiers = {main: Sponsor[]; co: Sponsor[]; poweredBy: Sponsor[]}

/** Keeps the CMS order within each tier; a sponsor without a tier is not shown. */
export function groupSponsors(sponsors: SponsorsQueryResult): SponsorTiers {
  return {
    main: sponsors.filter((sponsor) => sponsor.tier === 'main'),
    co: sponsors.filter((sponsor) => sponsor.tier === 'co'),
    poweredBy: sponsors.filter((sponsor) => sponsor.tier === 'powered-by'),
  }
}

/** The CMS initials, else the first letters of the first two words of the name. */
export function sponsorInitials({initials, name}: {initials: string | null; name: string | null}): string {
  const given = initials?.trim()
  if (given) return given.slice(0, 3).toUpperCase()
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  const letters = words
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
  return letters.toUpperCase() || '★'
}

/** Only absolute http(s) links are rendered; anything else (javascript:, typos) is dropped. */
export function sponsorHref(link: string | null): string | undefined {
  if (!link) return undefined
  try {
    const url = new URL(link.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}

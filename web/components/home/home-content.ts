// What the home page picks out of the CMS content: the first team notes, the first gallery images
// across sections, and the main sponsor. Pure, so the choices are unit-tested apart from rendering.
import type {GallerySectionsQueryResult, SponsorsQueryResult, TeamNotesQueryResult} from '@/lib/content'

export type GalleryHighlight = GallerySectionsQueryResult[number]['images'][number] & {section: string}

/** The first `count` team notes (already in the editors' order) that can be linked to. */
export function pickNewsHighlights(notes: TeamNotesQueryResult, count: number): TeamNotesQueryResult {
  return notes.filter((note) => Boolean(note.slug)).slice(0, count)
}

/** The first `count` images across the gallery sections, in section order, each knowing its section. */
export function pickGalleryHighlights(sections: GallerySectionsQueryResult, count: number): GalleryHighlight[] {
  return sections
    .flatMap((section) => section.images.map((image) => ({...image, section: section.name ?? 'Gallery'})))
    .slice(0, count)
}

/** The main sponsor; failing that, the first sponsor listed; null when there are none. */
export function pickMainSponsor(sponsors: SponsorsQueryResult): SponsorsQueryResult[number] | null {
  return sponsors.find((sponsor) => sponsor.tier === 'main') ?? sponsors[0] ?? null
}

/** Up to two letters for a sponsor's placeholder mark, from its initials or else its name. */
export function sponsorInitials(sponsor: {initials: string | null; name: string | null}): string {
  const given = sponsor.initials?.trim()
  if (given) return given.slice(0, 3).toUpperCase()
  const words = (sponsor.name ?? '').split(/\s+/).filter(Boolean)
  return (
    words
      .slice(0, 2)
      .map((word) => word[0])
      .join('')
      .toUpperCase() || '★'
  )
}

const CSS_HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/**
 * A team card's gradient stops from the CMS (content, not theme). A missing or malformed colour
 * gives null, so the card keeps the league's own gradient instead of a broken background.
 */
export function noteGradient(
  colours: {from: string | null; to: string | null} | null,
): {from: string; to: string} | null {
  const from = colours?.from?.trim() ?? ''
  const to = colours?.to?.trim() ?? ''
  return CSS_HEX.test(from) && CSS_HEX.test(to) ? {from, to} : null
}

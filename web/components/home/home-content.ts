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
    .flatMap((section) => section.images.map((image) => ({...image, section: section.name})))
    .slice(0, count)
}

/** The main sponsor; failing that, the first sponsor listed; null when there are none. */
export function pickMainSponsor(sponsors: SponsorsQueryResult): SponsorsQueryResult[number] | null {
  return sponsors.find((sponsor) => sponsor.tier === 'main') ?? sponsors[0] ?? null
}

// What the home page picks out of the CMS content: the first team notes, gallery images drawn in turn
// from each section, and the main sponsor. Pure, so the choices are unit-tested apart from rendering.
import type {GallerySectionsQueryResult, PostsQueryResult, SponsorsQueryResult, TeamNotesQueryResult} from '@/lib/content'

export type GalleryHighlight = GallerySectionsQueryResult[number]['images'][number] & {section: string}

/** The first `count` team notes (already in the editors' order) that can be linked to. */
export function pickNewsHighlights(notes: TeamNotesQueryResult, count: number): TeamNotesQueryResult {
  return notes.filter((note) => Boolean(note.slug)).slice(0, count)
}

export type NewsHighlights = {posts: PostsQueryResult; notes: TeamNotesQueryResult}

/**
 * Highlights & News. Before a season has data, the spec's: the first `noteCount` team notes and no
 * posts. While it has data, what a fan came for first: the newest `postCount` posts (match reports and
 * news, already newest first), then every team's note.
 */
export function pickHighlights(
  {posts, notes}: NewsHighlights,
  {seasonHasData, noteCount, postCount}: {seasonHasData: boolean; noteCount: number; postCount: number},
): NewsHighlights {
  if (!seasonHasData) return {posts: [], notes: pickNewsHighlights(notes, noteCount)}
  return {posts: posts.slice(0, postCount), notes: pickNewsHighlights(notes, Infinity)}
}

/**
 * `count` images drawn round-robin across the gallery sections (the first of each section in section
 * order, then the second of each…), each knowing its section: the highlights show the whole season,
 * not four shots of one day. Sections without images are skipped; fewer images give fewer highlights.
 */
export function pickGalleryHighlights(sections: GallerySectionsQueryResult, count: number): GalleryHighlight[] {
  const picked: GalleryHighlight[] = []
  const deepest = Math.max(0, ...sections.map((section) => section.images.length))
  for (let round = 0; round < deepest && picked.length < count; round++) {
    for (const section of sections) {
      const image = section.images[round]
      if (image && picked.length < count) picked.push({...image, section: section.name})
    }
  }
  return picked
}

/** The main sponsor; failing that, the first sponsor listed; null when there are none. */
export function pickMainSponsor(sponsors: SponsorsQueryResult): SponsorsQueryResult[number] | null {
  return sponsors.find((sponsor) => sponsor.tier === 'main') ?? sponsors[0] ?? null
}

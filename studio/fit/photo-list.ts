// Which gallery photos the "Describe N photos" panel lists: those still needing a caption or a description,
// and, once listed, each stays listed while the panel is open, so a row does not vanish under the volunteer's
// cursor the moment its last field is filled (focus and Tab order stay where they were).
import {tileStatus} from '../../schemas/objects/tile-status'

export type Photo = {_key: string; caption?: string; alt?: string; asset?: unknown; _upload?: unknown}

/** A tile that holds a photo, or one still uploading; an item added and closed with no file holds neither. */
export const holdsPhoto = (photo: Photo) => Boolean(photo.asset || photo._upload)

/** The section's photos as the panel counts them: empty items left out. */
export const realPhotos = <T extends Photo>(photos: readonly T[]): T[] => photos.filter(holdsPhoto)

export const needsWords = (photo: Photo) => holdsPhoto(photo) && tileStatus(photo).missing !== null

/** The keys to list, in the photos' order: those listed before that are still there, and every photo that
 * needs words now. */
export function photosToList(photos: readonly Photo[], listedBefore: readonly string[]): string[] {
  const before = new Set(listedBefore)
  return realPhotos(photos)
    .filter((photo) => before.has(photo._key) || needsWords(photo))
    .map((photo) => photo._key)
}

/** The panel's heading: how many photos still need their words. */
export function describeHeading(photos: readonly Photo[]): string {
  const count = photos.filter(needsWords).length
  if (count === 0) return 'Every photo is described'
  return `Describe ${count} photo${count === 1 ? '' : 's'}`
}

// Makes the gallery lightbox's large photos when an embedded-dataset server starts, before anyone opens
// one: on a fresh server the first photo otherwise waits for its decode, resize and encode. The URLs come
// from the gallery's own query and the functions /gallery draws with, and each is made in this process
// by the image route's own function (image-request.ts) with a browser's Accept, so what is made ahead is
// exactly what a lightbox asks for, in the store the route reads. One at a time, in the gallery's order:
// the first photos are ready first, and a visitor's request waits behind one render at most.
import {embeddedImage} from '@/lib/content/embedded/image-request'
import {queryEmbedded} from '@/lib/content/embedded/query'
import {gallerySectionsQuery} from '@/lib/content/queries'
import type {GallerySectionsQueryResult} from '@/lib/content/sanity.types'
import {toLightboxImages} from '@/lib/gallery/lightbox-images'
import {largeSources, largestSource} from '@/lib/gallery/lightbox-sources'

/** What Chromium sends for an <img>: the format the route picks for it (WebP at the lightbox's widths). */
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
/** The thumbnail box does not change the large versions; toLightboxImages only needs one. */
const ANY_THUMB = {width: 400, height: 267}
/** Site paths are read with the URL parser, which needs an origin; no request goes to it. */
const PARSING_ORIGIN = 'http://localhost'

/** Every large version the lightbox may show, as site paths, in the gallery's order. */
export function lightboxPaths(sections: GallerySectionsQueryResult): string[] {
  const images = sections.flatMap((section) => toLightboxImages(section.images, ANY_THUMB))
  return [...new Set(images.flatMap((image) => largeSources(largestSource(image)).map((source) => source.src)))]
}

/** Makes each lightbox photo of the dataset as the image route would for a browser; returns how many
 * are now in the route's store. */
export async function warmLightboxImages(datasetFile?: string): Promise<number> {
  const paths = lightboxPaths(await queryEmbedded<GallerySectionsQueryResult>(gallerySectionsQuery, {}, datasetFile))
  let made = 0
  for (const path of paths) {
    const {pathname, searchParams} = new URL(path, PARSING_ORIGIN)
    const file = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1))
    const answer = await embeddedImage(datasetFile, file, searchParams, BROWSER_IMAGE_ACCEPT)
    if (answer.ok) made++
  }
  return made
}

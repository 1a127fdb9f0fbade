// Makes the gallery lightbox's large photos when an embedded-dataset server starts, before anyone opens
// one: on a fresh server the first photo otherwise waits for its decode, resize and encode. The URLs come from the gallery's own query and the functions /gallery draws with, and
// are asked of this server's own image route as a browser asks, so what is made ahead is exactly what a
// lightbox asks for, in the route's own cache. One at a time, in the gallery's order: the first photos
// are ready first, and a visitor's request waits behind one render at most.
import {queryEmbedded} from '@/lib/content/embedded/query'
import {gallerySectionsQuery} from '@/lib/content/queries'
import type {GallerySectionsQueryResult} from '@/lib/content/sanity.types'
import {selfOrigin, whenServerAnswers} from '@/lib/http/own-server'
import {toLightboxImages} from '@/lib/gallery/lightbox-images'
import {largeSources, largestSource} from '@/lib/gallery/lightbox-sources'

/** What Chromium sends for an <img>: the format the route picks for it (WebP at the lightbox's widths). */
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
/** The thumbnail box does not change the large versions; toLightboxImages only needs one. */
const ANY_THUMB = {width: 400, height: 267}

/** Every large version the lightbox may show, as site paths, in the gallery's order. */
export function lightboxPaths(sections: GallerySectionsQueryResult): string[] {
  const images = sections.flatMap((section) => toLightboxImages(section.images, ANY_THUMB))
  return [...new Set(images.flatMap((image) => largeSources(largestSource(image)).map((source) => source.src)))]
}

/** Asks this server for each lightbox photo of the dataset; returns how many it answered. */
export async function warmLightboxImages(datasetFile?: string, origin = selfOrigin()): Promise<number> {
  const paths = lightboxPaths(await queryEmbedded<GallerySectionsQueryResult>(gallerySectionsQuery, {}, datasetFile))
  let made = 0
  const ask = async (path: string) => {
    const response = await fetch(new URL(path, origin), {headers: {accept: BROWSER_IMAGE_ACCEPT}})
    await response.arrayBuffer()
    if (response.ok) made++
  }
  const [first, ...rest] = paths
  if (first === undefined) return 0
  await whenServerAnswers(() => ask(first), "making the gallery's photos ahead")
  for (const path of rest) await ask(path)
  return made
}

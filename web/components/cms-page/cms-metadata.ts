// The metadata of a CMS text page: its title and description from the CMS, with the route's own
// fallbacks while the page has not been written.
import type {Metadata} from 'next'
import {getPage} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

export async function cmsPageMetadata(slug: string, fallback: {title: string; description: string}): Promise<Metadata> {
  const page = await getPage(slug)
  // Each CMS text page lives at /{slug} (/about, /privacy, /terms).
  return pageMetadata({
    title: page?.title || fallback.title,
    description: page?.description || fallback.description,
    path: `/${slug}`,
  })
}

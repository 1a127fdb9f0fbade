// Per-page metadata in one call: the page's own title and description, its canonical URL on the
// configured site, and the Open Graph tags (and Twitter's card type) that make a shared link look right.
import type {Metadata} from 'next'
import {absoluteUrl} from './site-url'

/** The league's name where no CMS value is at hand (static `metadata` exports cannot await). */
export const DEFAULT_SITE_NAME = 'Oxygen Premier League'

/** The site-wide Open Graph image (web/app/opengraph-image.tsx), 1200×630. */
export const SITE_OG_IMAGE = {url: '/opengraph-image', width: 1200, height: 630, type: 'image/png'} as const

export type PageMetadataInput = {
  /** As the page shows it; the layout's template adds " | OPL" to the document title. */
  title: string | {absolute: string}
  /** Missing CMS text leaves the tag out rather than inventing one. */
  description: string | null | undefined
  /** The route, e.g. "/news" — the canonical URL is this path on NEXT_PUBLIC_SITE_URL. */
  path: string
  /** "article" for news items. */
  type?: 'website' | 'article'
  siteName?: string
  /**
   * The share image. Default: the site's image. Pass `false` when the route has its own
   * opengraph-image file, which Next then applies (it yields to an explicit image).
   */
  image?: {url: string; width: number; height: number; alt: string} | false
}

export function pageMetadata({
  title,
  description,
  path,
  type = 'website',
  siteName = DEFAULT_SITE_NAME,
  image,
}: PageMetadataInput): Metadata {
  const url = absoluteUrl(path)
  const shareTitle = typeof title === 'string' ? title : title.absolute
  const images =
    image === false ? undefined : [image ?? {...SITE_OG_IMAGE, url: absoluteUrl(SITE_OG_IMAGE.url), alt: siteName}]
  const text = description ? {description} : {}
  return {
    title,
    ...text,
    alternates: {canonical: url},
    openGraph: {
      type,
      url,
      title: shareTitle,
      ...text,
      siteName,
      locale: 'en_IN',
      ...(images && {images}),
    },
    // The card type alone: Next fills X's title, description and image in from openGraph (it always
    // does when they are absent), so they are said once here.
    twitter: {card: 'summary_large_image'},
  }
}

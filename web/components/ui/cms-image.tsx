// Every CMS picture on the site: a sized, responsive <img> (src, 1x/2x srcset, intrinsic width and
// height so nothing shifts) from an image field, or the blank tile when the field is empty. Decorative
// pictures (a crest beside the team's name) say so and get alt="", whatever the CMS alt text is.
import type {ComponentPropsWithoutRef} from 'react'
import {imageProps, type QueriedImage} from '@/lib/content'

type Props = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  image: QueriedImage | undefined
  width: number
  height?: number
  /** Text for when the CMS has none. */
  alt?: string
  /** Beside text that already names it: alt="" so screen readers skip it. */
  decorative?: boolean
}

export function CmsImage({image, width, height, alt, decorative = false, loading = 'lazy', ...rest}: Props) {
  const props = imageProps(image, {width, height, alt})
  return <img {...rest} {...props} alt={decorative ? '' : props.alt} loading={loading} decoding="async" />
}

// Every CMS picture on the site: a sized, responsive <img> (src, 1x/2x srcset, intrinsic width and
// height so nothing shifts) from an image field, or the blank tile when the field is empty. Decorative
// pictures (a crest beside the team's name) say so and get alt="", whatever the CMS alt text is.
// Photos large enough to pop in visibly opt into placeholder="blur": the asset's LQIP is the <img>'s
// own background until the file has loaded (CSS only). Logos and crests (PNGs with transparency) do not:
// the blur would show through them, and each LQIP is written into the HTML and again into the flight data.
import type {ComponentPropsWithoutRef} from 'react'
import {imageProps, placeholderStyle, type QueriedImage} from '@/lib/content'
import {Img} from './img'

type Props = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  image: QueriedImage | undefined
  width: number
  height?: number
  /** Text for when the CMS has none. */
  alt?: string
  /** Beside text that already names it: alt="" so screen readers skip it. */
  decorative?: boolean
  /** "blur": the image's LQIP shows, blurred, until the file has loaded. Only for opaque photos. */
  placeholder?: 'blur' | 'none'
}

export function CmsImage({image, width, height, alt, decorative = false, loading = 'lazy', placeholder = 'none', style, ...rest}: Props) {
  // Img writes the srcset from src (one URL in the page's flight data, not three).
  const {lqip, ...props} = imageProps(image, {width, height, alt})
  const blur = placeholder === 'blur' ? placeholderStyle(lqip) : undefined
  const shown = blur ? {...blur, ...style} : style
  return <Img {...rest} {...props} alt={decorative ? '' : props.alt} loading={loading} {...(shown ? {style: shown} : {})} />
}

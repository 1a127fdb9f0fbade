// Every CMS picture on the site but the gallery's and the hero's: next/image from an image field, at its
// intrinsic width and height (nothing shifts), 1x and 2x through the loader (lib/content/image-loader.ts),
// or the blank tile when the field is empty. Decorative pictures (a crest beside the team's name) say so
// and get alt="", whatever the CMS alt text is. Photos large enough to pop in visibly opt into
// placeholder="blur": the asset's LQIP (a ~20 px image as a data: URL, which the browser's upscale blurs)
// is next/image's placeholder, behind the picture until it has loaded. Logos and crests (PNGs with
// transparency) do not: it would show through them.
import Image from 'next/image'
import type {ComponentPropsWithoutRef} from 'react'
import {BLANK_IMAGE_SRC, imageProps, type QueriedImage} from '@/lib/content'

type Props = Omit<ComponentPropsWithoutRef<typeof Image>, 'src' | 'width' | 'height' | 'alt' | 'placeholder'> & {
  image: QueriedImage | undefined
  width: number
  height?: number
  /** Text for when the CMS has none. */
  alt?: string
  /** Beside text that already names it: alt="" so screen readers skip it. */
  decorative?: boolean
  /** "blur": the image's LQIP shows, blurred, until the file has loaded. Only for opaque photos. */
  placeholder?: 'blur' | 'empty'
}

export function CmsImage({image, width, height, alt, decorative = false, placeholder = 'empty', ...rest}: Props) {
  const {lqip, ...props} = imageProps(image, {width, height, alt})
  return (
    <Image
      {...rest}
      {...props}
      alt={decorative ? '' : props.alt}
      {...(placeholder === 'blur' && lqip ? {placeholder: lqip} : {})}
      // The blank tile is one small SVG, the same at every size: its own file, no srcset.
      unoptimized={props.src === BLANK_IMAGE_SRC}
    />
  )
}

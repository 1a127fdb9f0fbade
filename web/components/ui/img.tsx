'use client'
// Every CMS picture's <img>, drawn from one URL: its srcset (1x and 2x, or the widths given) is written
// here, on the server for the HTML and in the browser when React hydrates, so a page's flight data
// carries one URL per picture instead of every source twice over (lib/content/image-url.ts). A client
// component for that alone: no state, no effects, rendered once (a scripted picture waits for hydration,
// nothing more).
import type {ComponentPropsWithoutRef} from 'react'
import {BLANK_IMAGE_SRC, listedSrc, srcSetByDensity, srcSetByWidth} from '@/lib/content/image-url'
import {useHydrated} from './use-hydrated'

type Props = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** The picture at `width` (a URL made by @sanity/image-url), or the blank tile. */
  src: string
  width: number
  height: number
  /** Widths to offer, drawn at `sizes`; without them, the picture at 1x and 2x of `width`. */
  widths?: readonly number[]
  /** Only `src`, on every screen (no srcset): for a picture drawn soft on purpose (the hero's backdrop). */
  oneFile?: boolean
  /** Drawn once the page's scripts run, not in the server HTML: for a picture only a script shows (the
   * hero's later slides). */
  scripted?: boolean
}

/** What the <img> is drawn from (whether it waits for scripts is Img's own question). */
type PictureProps = Omit<Props, 'scripted'>

export function Img({scripted = false, ...props}: Props) {
  return scripted ? <ScriptedImg {...props} /> : imgElement(props)
}

/** Only a scripted picture asks whether the page has hydrated: the question makes React render the
 * component again right after hydrating it, which every thumbnail of /gallery paid for nothing. */
function ScriptedImg(props: PictureProps) {
  return useHydrated() ? imgElement(props) : null
}

function imgElement({src, width, height, widths, sizes, alt, decoding = 'async', oneFile = false, ...rest}: PictureProps) {
  const blank = src === BLANK_IMAGE_SRC
  const srcSet = blank || oneFile ? undefined : widths ? srcSetByWidth(src, width, widths) : srcSetByDensity(src, width)
  return (
    <img
      {...rest}
      src={blank ? src : listedSrc(src, width)}
      srcSet={srcSet}
      sizes={srcSet && widths ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      decoding={decoding}
    />
  )
}

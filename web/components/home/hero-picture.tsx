// A hero slide's picture, full-bleed behind the band, under the shade that keeps the text readable
// (hero-overlay.ts), the image's hotspot kept in view when the band crops it. A soft backdrop: one small
// file for every screen (BACKDROP_WIDTH), drawn larger, with the attributes next/image's getImageProps
// writes (its documented way to draw inside <picture>). The first slide's picture loads at once with
// high priority, over its blurred LQIP; the others are drawn once scripts run and load lazily, once the
// carousel runs (hero.styles.ts keeps them out of the layout until then).
// Each picture's box is a <picture> element: React writes a <link rel=preload> into <head> for an
// eager <img>, except inside <picture>. The browser's preload scanner finds the first picture as early
// without it (the hero is the first thing in <main>), and the copy would be in every home page's HTML.
import {getImageProps} from 'next/image'
import {imageProps, type QueriedImage} from '@/lib/content'
import {HERO_CURRENT_ATTR, HERO_PICTURE_ATTR} from './hero-dom'
import {ScriptedImg} from './scripted-img'

/**
 * The picture's width, on every screen: one of the listed widths (lib/limits.ts IMAGE_WIDTHS).
 * Under the 85 % shade a picture shows as colour and shape, not detail: a 320 px file looks the same
 * there as a sharp one at a fraction of the weight. It is also quick to decode: the browser decodes a
 * picture before it shows the frame holding it, so a larger one holds back the home page's first frame,
 * text and all.
 */
export const BACKDROP_WIDTH = 320

/** Where a picture is placed without a hotspot: the middle, also object-position's initial value. */
const CENTRE = '50% 50%'

type Hotspot = {x?: number | null; y?: number | null}

/** CSS object-position from a Sanity hotspot (0–1 from the left and top); centred without one. */
export function hotspotPosition(hotspot: unknown): string {
  const {x, y} = (hotspot ?? {}) as Hotspot
  const percent = (value: number | null | undefined) =>
    typeof value === 'number' && value >= 0 && value <= 1 ? `${Math.round(value * 1000) / 10}%` : '50%'
  return `${percent(x)} ${percent(y)}`
}

type Props = {image: QueriedImage | undefined; first: boolean}

/**
 * The <img> attributes next/image writes for the backdrop (its loader, listed width, blur placeholder),
 * less its srcset: one file on every screen. Only the first slide gets the blurred LQIP, placed as the
 * picture is: the others load (lazily) long before autoplay or a click shows them, and each LQIP is
 * written into the HTML and again into the flight data.
 */
function backdrop(image: NonNullable<QueriedImage>, first: boolean) {
  const {lqip, ...picture} = imageProps(image, {width: BACKDROP_WIDTH})
  const position = hotspotPosition(image.hotspot)
  const {props} = getImageProps({
    ...picture,
    // The slide's text says what matters; the picture is atmosphere.
    alt: '',
    loading: first ? 'eager' : 'lazy',
    ...(first ? {fetchPriority: 'high' as const} : {}),
    ...(first && lqip ? {placeholder: lqip} : {}),
    // The file at BACKDROP_WIDTH (next/image's own `src` would be its 2x).
    overrideSrc: picture.src,
    ...(position === CENTRE ? {} : {style: {objectPosition: position}}),
  })
  const {srcSet: _srcSet, ...oneFile} = props
  return oneFile
}

export function HeroPicture({image, first}: Props) {
  const attributes = {[HERO_PICTURE_ATTR]: '', [HERO_CURRENT_ATTR]: first ? '' : undefined}
  if (!image?.asset) return <picture {...attributes} />
  const img = backdrop(image, first)
  return (
    // The other slides' pictures show only once the carousel runs: no need for them in the HTML.
    <picture {...attributes}>{first ? <img {...img} alt="" /> : <ScriptedImg {...img} alt="" />}</picture>
  )
}

// A hero slide's picture, full-bleed behind the band, under the shade that keeps the text readable
// (hero-overlay.ts), the image's hotspot kept in view when the band crops it. A soft backdrop: one small
// file for every screen (BACKDROP_WIDTH), drawn larger. The first slide's picture loads at once with
// high priority, over its blurred LQIP; the others are drawn once scripts run and load lazily, once the
// carousel runs (hero.styles.ts keeps them out of the layout until then).
// Each picture's box is a <picture> element: React writes a <link rel=preload> with the whole srcset
// into <head> for an eager <img>, except inside <picture>. The browser's preload scanner finds the
// first picture as early without it (the hero is the first thing in <main>), and the copy would be in
// every home page's HTML.
import {Img} from '@/components/ui/img'
import {imageProps, placeholderStyle, type QueriedImage} from '@/lib/content'
import {HERO_CURRENT_ATTR, HERO_PICTURE_ATTR} from './hero-dom'

/**
 * The picture's width, on every screen: one of the image route's widths (lib/limits.ts IMAGE_WIDTHS).
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
 * The first slide's blurred LQIP behind its picture until the file has loaded, placed as the picture is.
 * Only the first: the others load (lazily) long before autoplay or a click shows them, and each LQIP
 * is written into the HTML and again into the flight data.
 */
function placeholder(lqip: string | undefined, position: string) {
  const style = placeholderStyle(lqip)
  return style ? {...style, backgroundPosition: position} : {}
}

export function HeroPicture({image, first}: Props) {
  if (!image?.asset) return <picture {...{[HERO_PICTURE_ATTR]: '', [HERO_CURRENT_ATTR]: first ? '' : undefined}} />
  const backdrop = imageProps(image, {width: BACKDROP_WIDTH})
  const position = hotspotPosition(image.hotspot)
  return (
    <picture {...{[HERO_PICTURE_ATTR]: '', [HERO_CURRENT_ATTR]: first ? '' : undefined}}>
      <Img
        src={backdrop.src}
        width={backdrop.width}
        height={backdrop.height}
        oneFile
        // The slide's text says what matters; the picture is atmosphere.
        alt=""
        loading={first ? 'eager' : 'lazy'}
        {...(first ? {fetchPriority: 'high' as const} : {})}
        // The other slides' pictures show only once the carousel runs: no need for them in the HTML.
        scripted={!first}
        style={{...(first ? placeholder(backdrop.lqip, position) : {}), ...(position === CENTRE ? {} : {objectPosition: position})}}
      />
    </picture>
  )
}

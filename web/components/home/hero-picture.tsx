// A hero slide's picture, full-bleed behind the band, under the shade that keeps the text readable
// (hero-overlay.ts). Responsive: widths for phones to wide screens, the image's hotspot kept in view
// when the band crops it. The first slide's picture loads at once with high priority (it may be the
// largest thing on the first screen), over its blurred LQIP; the others are drawn once scripts run and
// load lazily, once the carousel runs (hero-styles.ts keeps them out of the layout until then).
// Each picture's box is a <picture> element: React writes a <link rel=preload> with the whole srcset
// into <head> for an eager <img>, except inside <picture>. The browser's preload scanner finds the
// first picture as early without it (the hero is the first thing in <main>), and the copy was 0.8 KB of
// every home page's HTML.
import {Img} from '@/components/ui/img'
import {imageProps, placeholderStyle, type QueriedImage} from '@/lib/content'
import {widthsUpTo} from '@/lib/content/image-url'
import {HERO_CURRENT_ATTR, HERO_PICTURE_ATTR} from './hero-dom'

/** The srcset's widths: the image route's own (lib/limits.ts IMAGE_WIDTHS; it would round any other up,
 * so a file would be larger than its srcset says), from phones to wide screens. */
const WIDTHS = [480, 800, 1200, 1600, 2000] as const
/** The src for browsers that ignore srcset, and the width every other source is made from. */
const FALLBACK_WIDTH = 1200

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
 * weighs ~0.5 KB in the HTML and again in the flight data.
 */
function placeholder(lqip: string | undefined, position: string) {
  const style = placeholderStyle(lqip)
  return style ? {...style, backgroundPosition: position} : {}
}

export function HeroPicture({image, first}: Props) {
  if (!image?.asset) return <picture {...{[HERO_PICTURE_ATTR]: '', [HERO_CURRENT_ATTR]: first ? '' : undefined}} />
  const fallback = imageProps(image, {width: FALLBACK_WIDTH})
  const position = hotspotPosition(image.hotspot)
  const widths = widthsUpTo(WIDTHS, image.dimensions?.width ?? Infinity)
  return (
    <picture {...{[HERO_PICTURE_ATTR]: '', [HERO_CURRENT_ATTR]: first ? '' : undefined}}>
      <Img
        src={fallback.src}
        width={fallback.width}
        height={fallback.height}
        widths={widths}
        sizes="100vw"
        // The slide's text says what matters; the picture is atmosphere.
        alt=""
        loading={first ? 'eager' : 'lazy'}
        {...(first ? {fetchPriority: 'high' as const} : {})}
        // The other slides' pictures show only once the carousel runs: no need for them in the HTML.
        scripted={!first}
        style={{...(first ? placeholder(fallback.lqip, position) : {}), ...(position === CENTRE ? {} : {objectPosition: position})}}
      />
    </picture>
  )
}

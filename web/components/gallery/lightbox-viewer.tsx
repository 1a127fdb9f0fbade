'use client'
// The lightbox itself (yet-another-react-lightbox with captions, a "3 / 7" counter, a strip of
// thumbnails and large arrows). GalleryLightbox loads this module on demand, so the library, its
// plugins and their CSS cost nothing until someone opens a photo.
import {useMemo} from 'react'
import Lightbox, {ImageSlide, isImageSlide, type ContainerRect, type LightboxExternalProps, type SlideImage} from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/captions.css'
import 'yet-another-react-lightbox/plugins/counter.css'
import 'yet-another-react-lightbox/plugins/thumbnails.css'
import './lightbox-viewer.css'
import {placeholderStyle} from '@/lib/content/placeholder'
import type {LightboxImage} from '@/lib/gallery/lightbox-images'
import {largeSources, largestSource} from '@/lib/gallery/lightbox-sources'

export type LightboxViewerProps = {
  images: LightboxImage[]
  /** The file each photo's thumbnail shows on the page, by position (already loaded): the strip's. */
  thumbnails: readonly string[]
  /** Names the dialog for screen readers, e.g. "Auction 2025 photos". */
  label: string
  open: boolean
  index: number
  onView: (index: number) => void
  onClose: () => void
}

/** The lightbox's settings that never change (module constants: the same objects on every draw). */
const PLUGINS = [Captions, Counter, Thumbnails]
const CAPTIONS = {descriptionTextAlign: 'center', descriptionMaxLines: 3} as const
const THUMBNAILS = {width: 96, height: 64, border: 2, borderRadius: 6, padding: 0, gap: 8, vignette: false}
// Wrap from the last photo to the first and back.
const CAROUSEL = {finite: false, preload: 1}
const CONTROLLER = {closeOnBackdropClick: true}

export function LightboxViewer({images, thumbnails, label, open, index, onView, onClose}: LightboxViewerProps) {
  // Paging through the photos draws this again (onView); everything derived from `images` and `label`
  // keeps its identity, so YARL redraws only what the new photo changes.
  const slides = useMemo(
    () =>
      images.map((image, at) => {
        const largest = largestSource(image)
        return {
          ...largest,
          alt: image.alt,
          description: image.caption || undefined,
          srcSet: largeSources(largest),
          // The strip reuses the page's thumbnail file (already cached), not a large version.
          thumbnail: thumbnails[at] ?? image.src,
        }
      }),
    [images, thumbnails],
  )
  const render = useMemo((): LightboxExternalProps['render'] => {
    // Each photo's LQIP (already in the page), by its large URL: what the slide shows until the photo is in.
    const lqips = new Map(images.map((image) => [largestSource(image).src, image.lqip]))
    return {
      iconPrev: () => <Chevron points="15 5 8 12 15 19" />,
      iconNext: () => <Chevron points="9 5 16 12 9 19" />,
      // YARL's own image slide, on the blurred LQIP in the photo's box; without an LQIP, YARL's slide alone.
      slide: ({slide, offset, rect}) => {
        if (!isImageSlide(slide)) return undefined
        const lqip = lqips.get(slide.src)
        return lqip ? <SlideOnPlaceholder slide={slide} offset={offset} rect={rect} lqip={lqip} /> : undefined
      },
    }
  }, [images])
  const on = useMemo(() => ({view: ({index: current}: {index: number}) => onView(current)}), [onView])
  const labels = useMemo(() => ({Lightbox: label, 'Photo gallery': label, '{index} of {total}': 'Photo {index} of {total}'}), [label])
  return (
    <Lightbox
      open={open}
      index={index}
      slides={slides}
      close={onClose}
      on={on}
      plugins={PLUGINS}
      captions={CAPTIONS}
      thumbnails={THUMBNAILS}
      render={render}
      carousel={CAROUSEL}
      controller={CONTROLLER}
      labels={labels}
    />
  )
}

/** The photo's box as YARL fits it (contained, never enlarged), showing the LQIP until the photo covers it. */
function SlideOnPlaceholder({slide, offset, rect, lqip}: {slide: SlideImage; offset: number; rect: ContainerRect; lqip: string}) {
  const {width = rect.width, height = rect.height} = slide
  const scale = Math.min(1, rect.width / width, rect.height / height)
  return (
    <div className="opl-lightbox-photo" style={{width: Math.round(width * scale), height: Math.round(height * scale), ...placeholderStyle(lqip)}}>
      <ImageSlide slide={slide} offset={offset} rect={rect} />
    </div>
  )
}

function Chevron({points}: {points: string}) {
  return (
    <svg className="yarl__icon" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

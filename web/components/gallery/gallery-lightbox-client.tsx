'use client'
// Thumbnails that open a lightbox at the one chosen (/gallery and the home page's Gallery
// Highlights). Each thumbnail is a link to the full image, so photos open without JavaScript; with
// it, the lightbox takes the click over. The lightbox module loads on demand, so it adds nothing
// to a page's initial JS. Plain elements: their look comes from the frame around them
// (gallery-lightbox.tsx), by the class names in gallery-classes.ts, so no styled-components code
// reaches the browser.
import Image from 'next/image'
import {memo, useCallback, useRef, useState, type ComponentType, type MouseEvent, type RefObject} from 'react'
import {BLANK_IMAGE_SRC} from '@/lib/content/image-loader'
import type {LightboxImage} from '@/lib/gallery/lightbox-images'
import {largestSource} from '@/lib/gallery/lightbox-sources'
import {galleryClasses} from './gallery-classes'
import type {LightboxViewerProps} from './lightbox-viewer'
import {THUMB_SIZES} from './thumb-sizes'

type Viewer = ComponentType<LightboxViewerProps>

/** The lightbox module, kept in state once loaded rather than drawn through next/dynamic: a lazy
 * component suspends when first drawn even with its module already in, and React then holds what it
 * reveals back until 300 ms after the fallback (its Suspense throttle), so every first open showed
 * nothing for a third of a second. */
const loadViewer = () => import('./lightbox-viewer').then((module): Viewer => module.LightboxViewer)

export type GalleryLightboxProps = {
  /** Prepared on the server with toLightboxImages. */
  images: LightboxImage[]
  /** Names the list of thumbnails and the lightbox dialog, e.g. "Auction 2025 photos". */
  label: string
  /** How many leading thumbnails sit above the fold: loaded at once, the rest lazily. */
  eager?: number
  /** How wide a thumbnail is drawn (the `sizes` attribute of every one); /gallery's grid unless given. */
  sizes?: string
}

export function GalleryLightboxClient({images, label, eager = 0, sizes = THUMB_SIZES}: GalleryLightboxProps) {
  const [index, setIndex] = useState(-1)
  const [requested, setRequested] = useState(false)
  const [LightboxViewer, setViewer] = useState<Viewer | null>(null)
  const [shownFiles, setShownFiles] = useState<string[]>([])
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([])
  const opener = useRef(0)

  // Stable across the lightbox's own updates (each photo viewed sets `index`), so the thumbnails,
  // memoised below, are not drawn again while someone pages through the photos.
  const openAt = useCallback(
    (event: MouseEvent, at: number) => {
      // A click meant for a new tab or window (or a download) keeps the link's own behaviour.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      opener.current = at
      // The file each thumbnail shows (the one its srcset picked): the lightbox's strip reuses it.
      setShownFiles(images.map((image, i) => thumbnails.current[i]?.querySelector('img')?.currentSrc || image.src))
      setRequested(true)
      setIndex(at)
      // The module is usually in by now (preload); if it cannot load, the link's own page shows the photo.
      loadViewer().then(
        (viewer) => setViewer(() => viewer),
        () => window.location.assign(fullImage(images[at]!)),
      )
    },
    [images],
  )
  const close = () => {
    setIndex(-1)
    // The lightbox hands focus back to what had it; a tap may have focused nothing, so make sure.
    const thumbnail = thumbnails.current[opener.current]
    if (thumbnail && document.activeElement !== thumbnail) thumbnail.focus()
  }
  // Load the lightbox module while a pointer or focus is near, so the first open draws it at once.
  const preload = useCallback(() => void loadViewer().then((viewer) => setViewer(() => viewer), () => undefined), [])

  if (images.length === 0) return null
  return (
    <>
      <Thumbnails
        images={images}
        label={label}
        eager={eager}
        sizes={sizes}
        links={thumbnails}
        onOpen={openAt}
        onNear={preload}
      />
      {requested && LightboxViewer ? (
        <LightboxViewer
          images={images}
          thumbnails={shownFiles}
          label={label}
          open={index >= 0}
          index={Math.max(index, 0)}
          onView={setIndex}
          onClose={close}
        />
      ) : null}
    </>
  )
}

type ThumbnailsProps = Required<Pick<GalleryLightboxProps, 'images' | 'label' | 'eager' | 'sizes'>> & {
    /** Each thumbnail's link, by position: where focus returns when the lightbox closes. */
    links: RefObject<(HTMLAnchorElement | null)[]>
    onOpen: (event: MouseEvent, at: number) => void
    /** A pointer or focus is near: time to load the lightbox. */
    onNear: () => void
  }

/** The thumbnail links. Memoised: its props do not change while the lightbox is open. */
const Thumbnails = memo(function Thumbnails({images, label, eager, sizes, links, onOpen, onNear}: ThumbnailsProps) {
  return (
    // data-enhanced marks the moment the lightbox can take clicks over (until then a thumbnail
    // simply opens its image): tests wait for it.
    <ul className={galleryClasses.grid} aria-label={label} onPointerEnter={onNear} onFocus={onNear} ref={(node) => node?.setAttribute('data-enhanced', '')}>
      {images.map((image, at) => (
        <li key={image.key}>
          <a
            className={galleryClasses.tile}
            href={fullImage(image)}
            aria-haspopup="dialog"
            ref={(node) => {
              links.current[at] = node
            }}
            onClick={(event) => onOpen(event, at)}
          >
            <Thumbnail image={image} sizes={sizes} eager={at < eager} first={at === 0} />
            {image.caption ? <span aria-hidden="true" className={galleryClasses.caption}>
                {image.caption}
              </span> : null}
          </a>
        </li>
      ))}
    </ul>
  )
})

/** A thumbnail through next/image at every listed width for `sizes`, on its LQIP (next/image's
 * placeholder) until it has loaded; the blank tile, a missing photo, as its one file. */
function Thumbnail({image, sizes, eager, first}: {image: LightboxImage; sizes: string; eager: boolean; first: boolean}) {
  const blank = image.src === BLANK_IMAGE_SRC
  return (
    <Image
      className={galleryClasses.photo}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      unoptimized={blank}
      {...(blank ? {} : {sizes})}
      loading={eager ? 'eager' : 'lazy'}
      {...(first && eager ? {fetchPriority: 'high' as const} : {})}
      {...(image.lqip ? {placeholder: image.lqip} : {})}
    />
  )
}

/** The largest version the lightbox would show: what the link opens without JavaScript. */
const fullImage = (image: LightboxImage) => largestSource(image).src

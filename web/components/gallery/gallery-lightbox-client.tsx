'use client'
// Thumbnails that open a lightbox at the one chosen (/gallery and the home page's Gallery
// Highlights). Each thumbnail is a link to the full image, so photos open without JavaScript; with
// it, the lightbox takes the click over. The lightbox module loads on demand, so it adds nothing
// to a page's initial JS. Plain elements: their look comes from the frame around them
// (gallery-lightbox.tsx), so no styled-components code reaches the browser.
import dynamic from 'next/dynamic'
import {useRef, useState, type MouseEvent} from 'react'
import {Img} from '@/components/ui/img'
import {placeholderStyle} from '@/lib/content/placeholder'
import type {LightboxImage} from './lightbox-images'
import {largestSource, thumbWidths} from './lightbox-sources'
import {THUMB_SIZES} from './thumb-sizes'

const loadViewer = () => import('./lightbox-viewer')
const LightboxViewer = dynamic(() => loadViewer().then((m) => m.LightboxViewer), {ssr: false})

export type GalleryLightboxProps = {
  /** Prepared on the server with toLightboxImages. */
  images: LightboxImage[]
  /** Names the list of thumbnails and the lightbox dialog, e.g. "Auction 2025 photos". */
  label: string
  /** How many leading thumbnails sit above the fold: loaded at once, the rest lazily. */
  eager?: number
  /** How wide a thumbnail is drawn (the `sizes` attribute of every one); /gallery's grid unless given. */
  sizes?: string
  /** Each srcset width at least this many times the one before (thumbWidths); every width unless given. */
  widthStep?: number
}

export function GalleryLightboxClient({images, label, eager = 0, sizes = THUMB_SIZES, widthStep}: GalleryLightboxProps) {
  const [index, setIndex] = useState(-1)
  const [requested, setRequested] = useState(false)
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([])
  const opener = useRef(0)

  const openAt = (event: MouseEvent, at: number) => {
    // A click meant for a new tab or window (or a download) keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    opener.current = at
    setRequested(true)
    setIndex(at)
  }
  const close = () => {
    setIndex(-1)
    // The lightbox hands focus back to what had it; a tap may have focused nothing, so make sure.
    const thumbnail = thumbnails.current[opener.current]
    if (thumbnail && document.activeElement !== thumbnail) thumbnail.focus()
  }
  // Warm the lightbox module while a pointer or focus is near, so the first open feels instant.
  const preload = () => void loadViewer()

  if (images.length === 0) return null
  return (
    <>
      {/* data-enhanced marks the moment the lightbox can take clicks over (until then a thumbnail
          simply opens its image): tests wait for it. */}
      <ul aria-label={label} onPointerEnter={preload} onFocus={preload} ref={(node) => node?.setAttribute('data-enhanced', '')}>
        {images.map((image, at) => (
          <li key={image.key}>
            <a
              href={fullImage(image)}
              aria-haspopup="dialog"
              ref={(node) => {
                thumbnails.current[at] = node
              }}
              onClick={(event) => openAt(event, at)}
            >
              <Img
                src={image.src}
                width={image.width}
                height={image.height}
                widths={thumbWidths(image.width, widthStep)}
                sizes={sizes}
                alt={image.alt}
                loading={at < eager ? 'eager' : 'lazy'}
                fetchPriority={at === 0 && eager > 0 ? 'high' : undefined}
                // The blurred LQIP until the photo has loaded (the opaque photo then covers it).
                style={placeholderStyle(image.lqip)}
              />
              {image.caption ? <span aria-hidden="true">{image.caption}</span> : null}
            </a>
          </li>
        ))}
      </ul>
      {requested ? (
        <LightboxViewer
          images={images}
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

/** The largest version the lightbox would show: what the link opens without JavaScript. */
const fullImage = (image: LightboxImage) => largestSource(image).src

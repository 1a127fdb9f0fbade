'use client'
// Thumbnails that open a lightbox at the one chosen (/gallery and the home page's Gallery
// Highlights). Each thumbnail is a link to the full image, so photos open without JavaScript; with
// it, the lightbox takes the click over. The lightbox module loads on demand, so it adds nothing
// to a page's initial JS.
import dynamic from 'next/dynamic'
import {useRef, useState, type MouseEvent} from 'react'
import styled from 'styled-components'
import {placeholderStyle} from '@/lib/content/placeholder'
import {media, theme} from '@/theme/theme'
import type {LightboxImage} from './lightbox-images'

const loadViewer = () => import('./lightbox-viewer')
const LightboxViewer = dynamic(() => loadViewer().then((m) => m.LightboxViewer), {ssr: false})

type Props = {
  /** Prepared on the server with toLightboxImages. */
  images: LightboxImage[]
  /** Names the list of thumbnails and the lightbox dialog, e.g. "Auction 2025 photos". */
  label: string
  /** How many leading thumbnails sit above the fold: loaded at once, the rest lazily. */
  eager?: number
}

export function GalleryLightbox({images, label, eager = 0}: Props) {
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
      <Grid aria-label={label} onPointerEnter={preload} onFocus={preload} ref={(node) => node?.setAttribute('data-enhanced', '')}>
        {images.map((image, at) => (
          <li key={image.key}>
            <Thumbnail
              href={fullImage(image)}
              aria-haspopup="dialog"
              ref={(node) => {
                thumbnails.current[at] = node
              }}
              onClick={(event) => openAt(event, at)}
            >
              <img
                src={image.src}
                srcSet={image.srcSet || undefined}
                sizes={image.srcSet ? image.sizes : undefined}
                width={image.width}
                height={image.height}
                alt={image.alt}
                loading={at < eager ? 'eager' : 'lazy'}
                fetchPriority={at === 0 && eager > 0 ? 'high' : undefined}
                decoding="async"
                // The blurred LQIP until the photo has loaded (the opaque photo then covers it).
                style={placeholderStyle(image.lqip)}
              />
              {image.caption ? <Caption aria-hidden="true">{image.caption}</Caption> : null}
            </Thumbnail>
          </li>
        ))}
      </Grid>
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
const fullImage = (image: LightboxImage) => image.large[image.large.length - 1]?.src ?? image.src

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space.md};
  }
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

const Caption = styled.span`
  position: absolute;
  inset: auto 0 0;
  padding: ${theme.space.lg} ${theme.space.sm} ${theme.space.sm};
  background: linear-gradient(to top, ${theme.colors.primaryDark}, transparent);
  color: ${theme.colors.onPrimary};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.3;
  text-align: left;
  opacity: 0;
  transform: translateY(6px);
  transition:
    opacity 0.2s ease,
    transform 0.2s ease;
`

const Thumbnail = styled.a`
  position: relative;
  display: block;
  width: 100%;
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.border};
  box-shadow: ${theme.shadows.card};
  cursor: zoom-in;

  img {
    width: 100%;
    height: auto;
    object-fit: cover;
    transition: transform 0.3s ease;
  }
  &:focus-visible {
    outline-offset: 3px;
  }
  @media (hover: hover) {
    &:hover img {
      transform: scale(1.05);
    }
    &:hover ${Caption} {
      opacity: 1;
      transform: none;
    }
  }
  &:focus-visible ${Caption} {
    opacity: 1;
    transform: none;
  }
  /* Touch screens have no hover: their captions are always shown. */
  @media (hover: none) {
    ${Caption} {
      opacity: 1;
      transform: none;
    }
  }
`

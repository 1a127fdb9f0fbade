'use client'
// The lightbox itself (yet-another-react-lightbox with captions). GalleryLightbox loads this module
// on demand, so the library and its CSS cost nothing until someone opens a photo.
import Lightbox from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/captions.css'
import type {LightboxImage} from './lightbox-images'

export type LightboxViewerProps = {
  images: LightboxImage[]
  /** Names the dialog for screen readers, e.g. "Auction 2025 photos". */
  label: string
  open: boolean
  index: number
  onView: (index: number) => void
  onClose: () => void
}

export function LightboxViewer({images, label, open, index, onView, onClose}: LightboxViewerProps) {
  const slides = images.map((image) => {
    const largest = image.large[image.large.length - 1]
    return {
      src: largest?.src ?? image.src,
      width: largest?.width,
      height: largest?.height,
      alt: image.alt,
      description: image.caption || undefined,
      srcSet: image.large.map(({src, width, height}) => ({src, width, height})),
    }
  })
  return (
    <Lightbox
      open={open}
      index={index}
      slides={slides}
      close={onClose}
      on={{view: ({index: current}) => onView(current)}}
      plugins={[Captions]}
      captions={{descriptionTextAlign: 'center', descriptionMaxLines: 3}}
      // Wrap from the last photo to the first and back.
      carousel={{finite: false, preload: 1}}
      controller={{closeOnBackdropClick: true}}
      labels={{Lightbox: label, 'Photo gallery': label, '{index} of {total}': 'Photo {index} of {total}'}}
    />
  )
}

// Gallery Highlights on the home page: the first photos across the gallery sections, each opening the
// shared lightbox (loaded only when a photo is opened), and a link to the full gallery.
import {GalleryLightbox} from '@/components/gallery/gallery-lightbox'
import {toLightboxImages} from '@/lib/gallery/lightbox-images'
import type {GalleryHighlight} from '@/lib/home/home-content'
import {HomeSection} from './home-section'

/** Thumbnails are 3:2 crops; a column is at most ~290 px wide (4 across the 1200 px layout). */
const THUMB = {width: 300, height: 200}
const HIGHLIGHT_SIZES = '(min-width: 1200px) 290px, (min-width: 900px) 25vw, 50vw'

export function GalleryHighlights({images}: {images: GalleryHighlight[]}) {
  return (
    <HomeSection id="gallery" title="Gallery Highlights" more={{href: '/gallery', label: 'Full gallery'}} joined>
      {images.length === 0 ? (
        <p>Photos from the league will appear here soon.</p>
      ) : (
        <GalleryLightbox
          images={toLightboxImages(images, THUMB)}
          sizes={HIGHLIGHT_SIZES}
          label="Gallery highlights"
          highlights
        />
      )}
    </HomeSection>
  )
}

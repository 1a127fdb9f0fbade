// The /gallery page body: one section per CMS gallery section (name, photo count, thumbnails that
// open the lightbox). Thumbnails are prepared here, on the server, so the client gets ready URLs.
// Styles: gallery-sections.styles.ts, and the thumbnails' in gallery-lightbox.tsx.
import type {GallerySectionsQueryResult} from '@/lib/content'
import {GalleryLightbox} from './gallery-lightbox'
import {toLightboxImages} from '@/lib/gallery/lightbox-images'
import {photoCount} from './photo-count'
import {GallerySection, PhotoCount, SectionHeader, Sections} from './gallery-sections.styles'

/** Thumbnails are cropped to 3:2 boxes; 400 px is the widest a grid column gets. */
const THUMB = {width: 400, height: 267}
/** The first section's first row is above the fold on a desktop screen. */
const ABOVE_THE_FOLD = 4

export function GallerySections({sections}: {sections: GallerySectionsQueryResult}) {
  const shown = sections.filter((section) => section.images.length > 0)
  if (shown.length === 0) return <p>Photos from the league will appear here soon.</p>
  return (
    <Sections>
      {shown.map((section, position) => {
        const name = section.name
        const headingId = `gallery-${section._id}`
        return (
          <GallerySection key={section._id} aria-labelledby={headingId}>
            <SectionHeader>
              <h2 id={headingId}>{name}</h2>
              <PhotoCount>{photoCount(section.images.length)}</PhotoCount>
            </SectionHeader>
            <GalleryLightbox
              images={toLightboxImages(section.images, THUMB)}
              label={`${name} photos`}
              eager={position === 0 ? ABOVE_THE_FOLD : 0}
            />
          </GallerySection>
        )
      })}
    </Sections>
  )
}

// The class names by which the thumbnails' frame (gallery-lightbox.tsx) styles the plain elements of
// its client component (gallery-lightbox-client.tsx): both import them from here.
export const galleryClasses = {
  grid: 'gallery-grid',
  /** A thumbnail's link (its tile), its photo and its caption over the photo's foot. */
  tile: 'gallery-tile',
  photo: 'gallery-photo',
  caption: 'gallery-caption',
} as const

// How wide GalleryLightbox's grid draws a thumbnail, as a `sizes` attribute. Its own module, free of
// server code, because the client component uses it as its default: a page's flight data then names it
// once per list (or not at all), not once per photo.

/**
 * 2 columns on phones, 3 on tablets, 4 beyond, less the page's padding and the gaps (175 px at 390 px
 * wide). Exact, so a phone fetches no more than it shows — except on phones with very dense screens
 * (2.5x and up; a 390 px iPhone is 3x), where the slot is counted 10% smaller: a 390 px phone then takes
 * the 480 px files (2.7x, no eye tells it from 3x at this size) rather than 640 px ones, which keeps a
 * first view of /gallery within its byte budget there too.
 */
export const THUMB_SIZES =
  '(max-width: 599px) and (min-resolution: 2.5dppx) calc((50vw - 20px) * 0.9), (min-width: 1200px) 280px, (min-width: 900px) calc(25vw - 20px), (min-width: 600px) calc(33.33vw - 21px), calc(50vw - 20px)'

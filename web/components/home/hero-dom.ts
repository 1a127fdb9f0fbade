// The hooks by which the hero's small client script finds the server-rendered carousel it drives:
// data attributes on the band, the slide pictures and the slides (see hero-section.tsx).
export const HERO_BAND_ATTR = 'data-hero-band'
export const HERO_PICTURE_ATTR = 'data-hero-picture'
/** Set on the picture of the slide on show (the server sets it on the first). */
export const HERO_CURRENT_ATTR = 'data-current'
/** Set on the controls once the carousel runs (until then only the first picture is laid out). */
export const HERO_STARTED_ATTR = 'data-started'

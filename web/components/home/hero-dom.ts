// The hooks by which the hero's client component and the styles find the parts of the carousel:
// data attributes on the band, the slide pictures, the viewport, track and controls.
export const HERO_BAND_ATTR = 'data-hero-band'
export const HERO_PICTURE_ATTR = 'data-hero-picture'
/** Set on the picture of the slide on show (the server sets it on the first). */
export const HERO_CURRENT_ATTR = 'data-current'
/** Set on the controls once Embla runs (until then only the first picture is laid out, and the buttons are hidden). */
export const HERO_STARTED_ATTR = 'data-started'
export const HERO_VIEWPORT_ATTR = 'data-hero-viewport'
export const HERO_TRACK_ATTR = 'data-hero-track'
export const HERO_CONTROLS_ATTR = 'data-hero-controls'
export const HERO_AUTOPLAY_TOGGLE_ATTR = 'data-autoplay-toggle'
export const SLIDE_SELECTOR = '[aria-roledescription="slide"]'

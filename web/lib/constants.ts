// The league's behaviour constants (carousel timing, home page counts), each defined once.
export const CAROUSEL_INTERVAL_MS = 5000
export const CAROUSEL_FADE_MS = 700
export const DROPDOWN_CLOSE_DELAY_MS = 120
export const HOME_NEWS_COUNT = 3
export const HOME_GALLERY_COUNT = 4

// The league's behaviour constants (carousel timing, home page counts), each defined once.
export const CAROUSEL_INTERVAL_MS = 5000
export const CAROUSEL_FADE_MS = 700
export const DROPDOWN_CLOSE_DELAY_MS = 120
export const HOME_NEWS_COUNT = 3
export const HOME_GALLERY_COUNT = 4
/** How long a fixture is blocked out in fans' calendars: two short-format innings and the break. */
export const MATCH_DURATION_MINUTES = 120

// The league's behaviour constants (carousel timing, home page counts), each defined once.
export const CAROUSEL_INTERVAL_MS = 5000
export const CAROUSEL_FADE_MS = 700
export const DROPDOWN_CLOSE_DELAY_MS = 120
export const HOME_NEWS_COUNT = 3
/** Match reports and news posts on the home page while a season has data, newest first, before the team notes. */
export const HOME_REPORTS_COUNT = 2
export const HOME_GALLERY_COUNT = 4
/** How many of the latest team notes a 404 page offers as a way on. */
export const NOT_FOUND_NEWS_COUNT = 3
/** How long a fixture is blocked out in fans' calendars: two short-format innings and the break. */
export const MATCH_DURATION_MINUTES = 120
/** How many places at the top of the points table play the final. */
export const FINAL_PLACES = 2

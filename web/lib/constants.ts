// The business constants the specification names (§9), each defined once.
export const CAROUSEL_INTERVAL_MS = 5000
export const CAROUSEL_FADE_MS = 700
export const DROPDOWN_CLOSE_DELAY_MS = 120
export const HOME_NEWS_COUNT = 3
export const HOME_GALLERY_COUNT = 4
export const CURRENCY_SYMBOL = '₹'

// Runtime and hosting: how long a load balancer waits for the health check's content query, and how
// long a CDN may keep HTML pages and feeds before asking the server again (minutes, so a webhook's
// change reaches visitors soon even behind a CDN the webhook cannot purge).
export const HEALTH_TIMEOUT_MS = 3000
export const CDN_HTML_MAX_AGE_S = 300
export const CDN_STALE_WHILE_REVALIDATE_S = 600

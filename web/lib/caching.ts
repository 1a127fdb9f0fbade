// How long responses may be cached downstream (browsers, a CDN). Pages and feeds are fresh for
// PAGE_REVALIDATE_SECONDS and may be served stale while refreshing until PAGE_EXPIRE_SECONDS, so a CDN
// in front shows an edit within minutes even without a purge, and every date-derived label turns over
// within that time. Pages take it from the render time's `page` profile (next.config.ts cacheLife).
export const PAGE_REVALIDATE_SECONDS = 300
export const PAGE_EXPIRE_SECONDS = 900

/** The `page` cache profile: the render time's lifetime, so the lifetime of every page that shows a date. */
export const PAGE_LIFE = {stale: PAGE_REVALIDATE_SECONDS, revalidate: PAGE_REVALIDATE_SECONDS, expire: PAGE_EXPIRE_SECONDS}

/** The Cache-Control a CDN sees on pages and feeds. */
export const PAGE_CACHE_CONTROL = `s-maxage=${PAGE_REVALIDATE_SECONDS}, stale-while-revalidate=${PAGE_EXPIRE_SECONDS - PAGE_REVALIDATE_SECONDS}`

// How long responses may be cached downstream (browsers, a CDN). Pages and feeds are fresh for
// PAGE_REVALIDATE_SECONDS and may be served stale while refreshing until PAGE_EXPIRE_SECONDS, so a CDN
// in front shows an edit within minutes even without a purge. Next's segment config must be a literal,
// so web/app/layout.tsx and web/app/calendar.ics/route.ts write the same number (a test checks they agree).
export const PAGE_REVALIDATE_SECONDS = 300
export const PAGE_EXPIRE_SECONDS = 900

/** The Cache-Control a CDN sees on pages and feeds. */
export const PAGE_CACHE_CONTROL = `s-maxage=${PAGE_REVALIDATE_SECONDS}, stale-while-revalidate=${PAGE_EXPIRE_SECONDS - PAGE_REVALIDATE_SECONDS}`

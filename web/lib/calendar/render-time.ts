// The render's clock: when the page being rendered was made. One cached value, so the page's HTML
// stays the same for as long as it is cached, and its `page` profile (next.config.ts, lib/caching.ts
// PAGE_LIFE) is the lifetime of every page that shows a date: the footer's year, the countdown, the
// season's phase and every label derived from it turn over within PAGE_REVALIDATE_SECONDS.
import 'server-only'
import {cacheLife} from 'next/cache'

export async function renderedAt(): Promise<number> {
  'use cache'
  cacheLife('page')
  return Date.now()
}

// A calendar feed as a fan follows it rather than downloads it: the webcal:// address that phone and
// desktop calendars subscribe to (they fetch the feed again by themselves), and Google Calendar's page
// that adds a calendar by that address. Every "Add to calendar" offer on the site shares these.
import {absoluteUrl} from '@/lib/seo/site-url'

/** Google Calendar's page that adds a calendar by its address (the `cid` parameter). */
export const GOOGLE_CALENDAR_ADD_URL = 'https://calendar.google.com/calendar/render'

/** What subscribing means, said once wherever a feed is offered. */
export const SUBSCRIBE_NOTE =
  'Subscribing adds the feed to your calendar and keeps it up to date by itself: new fixtures, changed times and results appear without another download.'

/** An http(s) address as the webcal:// address calendar apps subscribe to. */
export function webcalUrl(httpUrl: string): string {
  const url = new URL(httpUrl)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not a web address: ${httpUrl}`)
  return `webcal://${url.host}${url.pathname}${url.search}`
}

/** Google Calendar's "add by URL" page for a webcal:// feed. */
export function googleCalendarUrl(webcal: string): string {
  const url = new URL(GOOGLE_CALENDAR_ADD_URL)
  url.searchParams.set('cid', webcal)
  return url.toString()
}

export type FeedLinks = {download: string; webcal: string; google: string}

/** The three ways to take a feed served at `path` on this site: download it, subscribe, or add it to Google. */
export function feedLinks(path: string, base?: string): FeedLinks {
  const webcal = webcalUrl(absoluteUrl(path, base))
  return {download: path, webcal, google: googleCalendarUrl(webcal)}
}

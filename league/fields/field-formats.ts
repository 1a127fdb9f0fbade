// The one rule for each kind of CMS value a page formats or a library checks — a date, a date and time,
// an email address — in zod, with no Sanity imports: the Studio validates with it (its email fields),
// the dataset validator reports by it, and the site parses every such value with it once, as the
// content arrives (web/lib/content/cms-values.ts). The email rule is the HTML standard's, which the
// calendar library (`ics`, through yup) holds an organiser's address to: an address the Studio accepts
// never stops a calendar feed.
import {z} from 'zod'

/** A day, as the Studio's date fields store it: `2026-02-08`, a real calendar date. */
export const cmsDate = z.iso.date()

/** An instant, as the Studio's datetime fields store it: ISO 8601 with a time zone (`…Z`). */
export const cmsDateTime = z.iso.datetime({offset: true})

/** An email address as the HTML standard (and so the calendar library) takes it: ASCII only. */
export const cmsEmail = z.email({pattern: z.regexes.html5Email})

/** What an editor reads when an email address is refused. */
export const EMAIL_MESSAGE = 'Write the address with English letters, digits and . _ - + only, e.g. fans@example.org.'

/** A Studio rule for an email field: empty, or an address cmsEmail takes. */
export const emailRule = (value: unknown): true | string =>
  value === undefined || value === null || value === '' || cmsEmail.safeParse(value).success || EMAIL_MESSAGE

// The league as every page, search engine, calendar and share card describes it: the CMS's site
// settings with their fallbacks, applied here once, so a settings document with empty fields (or none
// at all) still reads well everywhere.
import type {SiteSettingsQueryResult} from '@/lib/content'
import {imageProps} from '@/lib/content/images'
import {isExternalHref, safeHref} from '@/lib/http/safe-href'
import {DEFAULT_SITE_NAME} from './metadata'
import {absoluteUrl, siteUrl} from './site-url'

/** Where the league plays: the societies of Sarjapur, on Bangalore's south-east edge. */
export const LEAGUE_PLACE = {
  name: 'Sarjapur, Bangalore',
  locality: 'Sarjapur, Bangalore',
  region: 'Karnataka',
  country: 'IN',
} as const

export const LEAGUE_SPORT = 'Cricket'

/** The shipped square icon (scripts/generate-icons.ts), used when the CMS has no logo. */
export const LEAGUE_ICON_PATH = '/icons/icon-512.png'

/** The league's logo in structured data: square, at one of the image route's widths (IMAGE_WIDTHS). */
const LOGO_WIDTH = 480

export type League = {
  name: string
  shortName: string
  description: string | null
  /** The site's root URL with a trailing slash. */
  url: string
  logoUrl: string
  email: string | null
  sameAs: string[]
  seasonLabel: string | null
  /** Where the league is, for the footer and the contact page. */
  location: string
}

export function leagueFrom(settings: SiteSettingsQueryResult, base: string = siteUrl()): League {
  const logo = settings?.logo?.asset ? imageProps(settings.logo, {width: LOGO_WIDTH, height: LOGO_WIDTH}).src : LEAGUE_ICON_PATH
  const social = safeHref(settings?.socialLink?.url)
  return {
    name: settings?.leagueName?.trim() || DEFAULT_SITE_NAME,
    shortName: settings?.shortName?.trim() || 'OPL',
    description: settings?.description?.trim() || null,
    url: absoluteUrl('/', base),
    logoUrl: absoluteUrl(logo, base),
    email: settings?.supportEmail?.trim() || null,
    sameAs: social && isExternalHref(social) ? [social] : [],
    seasonLabel: settings?.seasonLabel?.trim() || null,
    location: settings?.location?.trim() || 'Bangalore, Karnataka',
  }
}

// /manifest.webmanifest: makes the site installable with the league's name, colours and the icons
// shipped in web/public/icons (drawn by scripts/generate-icons.ts).
import type {MetadataRoute} from 'next'
import {getSiteSettings} from '@/lib/content'
import {leagueFrom} from '@/lib/seo/league'
import {tokens} from '@/theme/theme'

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const league = leagueFrom(await getSiteSettings())
  return {
    id: '/',
    name: league.name,
    short_name: league.shortName,
    ...(league.description && {description: league.description}),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en-IN',
    categories: ['sports'],
    theme_color: tokens.colors.primary,
    background_color: tokens.colors.surface,
    icons: [
      {src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any'},
      {src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any'},
      {src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable'},
    ],
  }
}

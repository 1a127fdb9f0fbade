// The share image of /matches/results: the latest result — both sides' scores and the margin — in
// the league's colours, so a shared results link shows who won. Before the first result, the page's
// promise. Rendered at build time and refreshed with the season's cache tags.
import {OG_SIZE} from '@/components/seo/og-parts'
import {resultImage} from '@/components/seo/result-image'
import {getLeagueSeason, getSiteSettings} from '@/lib/content'
import {leagueFrom} from '@/lib/seo/league'

export const alt = 'The latest Oxygen Premier League result: both scores and the margin'
export const size = OG_SIZE
export const contentType = 'image/png'

const PLAYED = new Set(['completed', 'noResult', 'abandoned'])

export default async function ResultsOpenGraphImage() {
  const [season, settings] = await Promise.all([getLeagueSeason(), getSiteSettings()])
  const league = leagueFrom(settings)
  const latest = (season?.matches ?? []).filter((m) => m.status && PLAYED.has(m.status)).at(-1)
  return resultImage({
    match: latest,
    league,
    heading: latest ? 'Latest result' : 'Results',
    section: 'Results',
    fallback: 'Every score, every finish, every match of the season.',
  })
}

// The share image of /matches/results: the latest result — both sides' scores and the margin — in
// the league's colours, so a shared results link shows who won. Before the first result, the page's
// promise. Rendered at build time and refreshed with the season's cache tags.
import {ImageResponse} from 'next/og'
import {OG_SIZE, OgCanvas, OgCrest, ogText} from '@/components/seo/og-parts'
import {getLeagueSeason, getSiteSettings} from '@/lib/content'
import {fixtureTitle, marginText, scoreText, toResultInput} from '@/lib/league'
import {leagueFrom} from '@/lib/seo/league'
import {tokens} from '@/theme/theme'

export const alt = 'The latest Oxygen Premier League result: both scores and the margin'
export const size = OG_SIZE
export const contentType = 'image/png'

const PLAYED = new Set(['completed', 'noResult', 'abandoned'])

export default async function ResultsOpenGraphImage() {
  const [season, settings] = await Promise.all([getLeagueSeason(), getSiteSettings()])
  const league = leagueFrom(settings)
  const latest = (season?.matches ?? []).filter((m) => m.status && PLAYED.has(m.status)).at(-1)
  const input = latest ? toResultInput(latest) : null
  const side = (team: {name: string | null} | null, innings?: Parameters<typeof scoreText>[0]) => (
    <div style={{display: 'flex', fontSize: 52, marginTop: 16}}>
      <div style={{display: 'flex', flex: 1, overflow: 'hidden'}}>{ogText(team?.name, 26) || 'Team'}</div>
      <div style={{display: 'flex', marginLeft: 32, color: tokens.colors.accent}}>{innings ? scoreText(innings) : ''}</div>
    </div>
  )
  const name = (id: string) => (id === latest?.homeTeam?._id ? latest.homeTeam?.name : latest?.awayTeam?.name) ?? 'Team'
  return new ImageResponse(
    (
      <OgCanvas background={tokens.gradients.hero} footer={[`${league.name} · Results`, new URL(league.url).host]}>
        <div style={{display: 'flex', alignItems: 'center', gap: 28}}>
          <OgCrest size={96} label={ogText(league.shortName, 4)} />
          <div style={{display: 'flex', fontSize: 40, color: tokens.colors.accent, letterSpacing: 3, textTransform: 'uppercase'}}>
            {latest ? 'Latest result' : 'Results'}
          </div>
        </div>
        {latest && input ? (
          <div style={{display: 'flex', flexDirection: 'column', marginTop: 36}}>
            <div style={{display: 'flex', fontSize: 34, opacity: 0.9}}>{ogText(fixtureTitle(latest), 80)}</div>
            {side(latest.homeTeam, input.home)}
            {side(latest.awayTeam, input.away)}
            <div style={{display: 'flex', fontSize: 44, marginTop: 32}}>{ogText(marginText(input, name), 80)}</div>
          </div>
        ) : (
          <div style={{display: 'flex', fontSize: 64, lineHeight: 1.15, marginTop: 48}}>
            Every score, every finish, every match of the season.
          </div>
        )}
      </OgCanvas>
    ),
    size,
  )
}

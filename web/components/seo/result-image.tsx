// A match's share image: both sides with their scores and the margin (or, before it is played, its
// time), in the league's colours. The results page shows the latest result with it; each match's page
// its own.
import {ImageResponse} from 'next/og'
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {fixtureTitle, marginText, scoreText, toResultInput} from '@/lib/league'
import type {League} from '@/lib/seo/league'
import {tokens} from '@/theme/theme'
import {OG_SIZE, OgCanvas, OgCrest, ogText} from './og-parts'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]

type Props = {match: Match | undefined; league: League; heading: string; section: string; fallback: string; when?: string}

export function resultImage({match, league, heading, section, fallback, when}: Props): ImageResponse {
  const input = match ? toResultInput(match) : null
  const side = (team: {name: string | null} | null, innings?: Parameters<typeof scoreText>[0]) => (
    <div style={{display: 'flex', fontSize: 52, marginTop: 16}}>
      <div style={{display: 'flex', flex: 1, overflow: 'hidden'}}>{ogText(team?.name, 26) || 'Team'}</div>
      <div style={{display: 'flex', marginLeft: 32, color: tokens.colors.accent}}>{innings ? scoreText(innings) : ''}</div>
    </div>
  )
  const name = (id: string) => (id === match?.homeTeam?._id ? match.homeTeam?.name : match?.awayTeam?.name) ?? 'Team'
  const outcome = input ? marginText(input, name) : null
  return new ImageResponse(
    (
      <OgCanvas background={tokens.gradients.hero} footer={[`${league.name} · ${section}`, new URL(league.url).host]}>
        <div style={{display: 'flex', alignItems: 'center', gap: 28}}>
          <OgCrest size={96} label={ogText(league.shortName, 4)} />
          <div style={{display: 'flex', fontSize: 40, color: tokens.colors.accent, letterSpacing: 3, textTransform: 'uppercase'}}>
            {heading}
          </div>
        </div>
        {match && input ? (
          <div style={{display: 'flex', flexDirection: 'column', marginTop: 36}}>
            <div style={{display: 'flex', fontSize: 34, opacity: 0.9}}>{ogText(fixtureTitle(match), 80)}</div>
            {side(match.homeTeam, input.home)}
            {side(match.awayTeam, input.away)}
            <div style={{display: 'flex', fontSize: 44, marginTop: 32}}>{ogText(outcome ?? when, 80)}</div>
          </div>
        ) : (
          <div style={{display: 'flex', fontSize: 64, lineHeight: 1.15, marginTop: 48}}>{fallback}</div>
        )}
      </OgCanvas>
    ),
    OG_SIZE,
  )
}

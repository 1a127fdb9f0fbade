// A match's share image: both sides with their scores and the margin (or, before it is played, its
// time), in the league's colours. The results page shows the latest result with it; each match's page
// its own. The words are laid out first (lib/seo/result-image-layout.ts) so none is cut: a long name
// gives way to the team's code, as the pages write it where space is tight.
import {ImageResponse} from 'next/og'
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {fixtureTitle, marginText, scoreText, teamCode, toResultInput, type Fixture} from '../../../league'
import {RESULT_IMAGE, resultImageLayout, type ResultImageText} from '@/lib/seo/result-image-layout'
import type {League} from '@/lib/seo/league'
import {tokens} from '@/theme/theme'
import {OG_SIZE, OgCanvas, OgCrest, OgLines, ogText} from './og-parts'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]

type Team = {name: string | null; shortName?: string | null} | null | undefined

type Props = {match: Match | undefined; league: League; heading: string; section: string; fallback: string; when?: string}

/** What the image says about a match, each text in its forms, longest first. */
export function resultImageText(match: Fixture, when = ''): ResultImageText {
  const input = toResultInput(match)
  const full = (team: Team) => ogText(team?.name, 200) || 'Team'
  const code = (team: Team) => teamCode(team)
  const coded = {...match, homeTeam: match.homeTeam && {...match.homeTeam, name: code(match.homeTeam)}, awayTeam: match.awayTeam && {...match.awayTeam, name: code(match.awayTeam)}}
  const named = (pick: typeof full) => (id: string) => pick(id === match.homeTeam?._id ? match.homeTeam : match.awayTeam)
  const margin = input ? [marginText(input, named(full)), marginText(input, named(code))].filter((m): m is string => m !== null) : []
  return {
    title: [ogText(fixtureTitle(match), 200), ogText(fixtureTitle(coded), 200)],
    sides: [
      {names: [full(match.homeTeam), code(match.homeTeam)], score: input?.home ? scoreText(input.home) : ''},
      {names: [full(match.awayTeam), code(match.awayTeam)], score: input?.away ? scoreText(input.away) : ''},
    ],
    outcome: margin.length > 0 ? margin : [ogText(when, 200)],
  }
}

export function resultImage({match, league, heading, section, fallback, when}: Props): ImageResponse {
  const r = RESULT_IMAGE
  const layout = match && toResultInput(match) ? resultImageLayout(resultImageText(match, when)) : null
  return new ImageResponse(
    (
      <OgCanvas background={tokens.gradients.hero} footer={[`${league.name} · ${section}`, new URL(league.url).host]}>
        <div style={{display: 'flex', alignItems: 'center', gap: 28}}>
          <OgCrest size={r.crest} label={ogText(league.shortName, 4)} />
          <div style={{display: 'flex', fontSize: r.headingSize, color: tokens.colors.accent, letterSpacing: 3, textTransform: 'uppercase'}}>
            {heading}
          </div>
        </div>
        {layout ? (
          <div style={{display: 'flex', flexDirection: 'column', marginTop: r.titleGap}}>
            <OgLines block={layout.title} style={{opacity: 0.9}} />
            {layout.sides.map((side, i) => (
              <div key={i} style={{display: 'flex', justifyContent: 'space-between', marginTop: r.sideGap}}>
                <OgLines block={side.name} style={{width: side.nameWidth}} />
                <OgLines block={side.score} style={{color: tokens.colors.accent}} />
              </div>
            ))}
            <OgLines block={layout.outcome} style={{marginTop: r.outcomeGap}} />
          </div>
        ) : (
          <div style={{display: 'flex', fontSize: 64, lineHeight: 1.15, marginTop: 48}}>{fallback}</div>
        )}
      </OgCanvas>
    ),
    OG_SIZE,
  )
}

// /matches/results: completed matches, newest first, with scores and the computed margin; the
// placeholder until the first result is in.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {TableFrame} from '@/components/league/table-frame'
import {formatMatchTime} from '@/components/league/format'
import {MatchEventsJsonLd} from '@/components/seo/structured-data'
import {PageShell} from '@/components/ui/page-shell'
import {getLeagueSeason, getSiteSettings} from '@/lib/content'
import {marginText, scoreText, toResultInput} from '@/lib/league'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Results',
  description: 'Scores and results of every Oxygen Premier League match. Coming soon.',
  path: '/matches/results',
  image: false, // its own share image: the latest result (opengraph-image.tsx)
})

const DONE = new Set(['completed', 'noResult', 'abandoned'])

export default async function ResultsPage() {
  const [season, settings] = await Promise.all([getLeagueSeason(), getSiteSettings()])
  const done = (season?.matches ?? []).filter((m) => m.status && DONE.has(m.status)).reverse()
  return (
    <PageShell eyebrow="Matches" title="Results" lead="Every score, every finish, every match of the season.">
      {done.length === 0 ? (
        <ComingSoon
          heading="Results start with the first match"
          message="Scorecards are posted here once the league matches are under way."
        />
      ) : (
        <TableFrame label={`${season?.name ?? 'Season'} results`} stack>
          <thead>
            <tr>
              {['Match', 'Date', 'Home', 'Away', 'Result'].map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {done.map((m) => {
              const input = toResultInput(m)
              const name = (id: string) => (id === m.homeTeam?._id ? m.homeTeam?.name : m.awayTeam?.name) ?? 'Team'
              return (
                <tr key={m._id}>
                  <th scope="row">#{m.matchNumber}</th>
                  <td data-label="Date">{m.startsAt ? formatMatchTime(m.startsAt) : ''}</td>
                  <td>
                    {m.homeTeam?.name} {input?.home ? scoreText(input.home) : ''}
                  </td>
                  <td>
                    {m.awayTeam?.name} {input?.away ? scoreText(input.away) : ''}
                  </td>
                  <td data-label="Result">{input ? marginText(input, name) : ''}</td>
                </tr>
              )
            })}
          </tbody>
        </TableFrame>
      )}
      <MatchEventsJsonLd settings={settings} matches={done} path="/matches/results" />
    </PageShell>
  )
}

// Played matches, newest first. On a phone, cards grouped by day (match-cards.tsx); from the sm
// breakpoint a table: the match, then both sides' scores as scorecards print them with the computed
// result under them, then the date (IST) and venue.
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {matchMargin, scoreText, toResultInput} from '../../../league'
import {formatMatchTime} from '../../../league/format'
import {MatchCards} from './match-cards'
import {MatchLink} from './match-link'
import {PhoneOnly, WideOnly} from './responsive.styles'
import {TableFrame} from './table-frame'
import {TeamMark} from './team-mark'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]

type Props = {seasonName: string; seasonYear: number | null; matches: Match[]}

export function ResultsTable({seasonName, seasonYear, matches}: Props) {
  const label = `${seasonName} results`
  return (
    <>
      <PhoneOnly>
        <MatchCards matches={matches} seasonYear={seasonYear} label={label} level={2} />
      </PhoneOnly>
      <WideOnly>
        <TableFrame label={label} columns={['Match', 'Score and result', 'Date (IST)', 'Venue']}>
          <tbody>
            {matches.map((m) => {
              const input = toResultInput(m)
              const winner = m.status === 'completed' ? m.winner : null
              return (
                <tr key={m._id}>
                  <th scope="row">
                    <MatchLink seasonYear={seasonYear} matchNumber={m.matchNumber} />
                  </th>
                  <td data-wrap="wide">
                    <span data-winner={winner === 'home' || undefined}>
                      <TeamMark team={m.homeTeam} /> {input?.home ? scoreText(input.home) : ''}
                    </span>
                    <br />
                    <span data-winner={winner === 'away' || undefined}>
                      <TeamMark team={m.awayTeam} /> {input?.away ? scoreText(input.away) : ''}
                    </span>
                    <br />
                    <strong>{matchMargin(m) ?? ''}</strong>
                  </td>
                  <td data-wrap>{m.startsAt ? formatMatchTime(m.startsAt) : ''}</td>
                  <td data-wrap>{m.venue ?? ''}</td>
                </tr>
              )
            })}
          </tbody>
        </TableFrame>
      </WideOnly>
    </>
  )
}

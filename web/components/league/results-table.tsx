// Played matches, newest first: the match, then both sides' scores as scorecards print them with the
// computed result under them (what a fan reads on a phone without scrolling), then the date (IST) and venue.
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {marginText, scoreText, toResultInput} from '@/lib/league'
import {formatMatchTime} from './format'
import {MatchLink} from './match-link'
import {TableFrame} from './table-frame'
import {TeamLink} from './team-link'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]

type Props = {seasonName: string; seasonYear: number | null; matches: Match[]}

export function ResultsTable({seasonName, seasonYear, matches}: Props) {
  return (
    <TableFrame label={`${seasonName} results`} columns={['Match', 'Score and result', 'Date (IST)', 'Venue']}>
      <tbody>
        {matches.map((m) => {
          const input = toResultInput(m)
          const name = (id: string) => (id === m.homeTeam?._id ? m.homeTeam?.name : m.awayTeam?.name) ?? 'Team'
          return (
            <tr key={m._id}>
              <th scope="row">
                <MatchLink seasonYear={seasonYear} matchNumber={m.matchNumber} />
              </th>
              <td data-wrap="wide">
                <span>
                  <TeamLink name={m.homeTeam?.name} /> {input?.home ? scoreText(input.home) : ''}
                </span>
                <br />
                <span>
                  <TeamLink name={m.awayTeam?.name} /> {input?.away ? scoreText(input.away) : ''}
                </span>
                <br />
                <strong>{input ? marginText(input, name) : ''}</strong>
              </td>
              <td data-wrap>{m.startsAt ? formatMatchTime(m.startsAt) : ''}</td>
              <td data-wrap>{m.venue ?? ''}</td>
            </tr>
          )
        })}
      </tbody>
    </TableFrame>
  )
}

// Played matches, newest first: each side's score as scorecards print it and the computed margin.
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {marginText, scoreText, toResultInput} from '@/lib/league'
import {formatMatchTime} from './format'
import {TableFrame} from './table-frame'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]

export function ResultsTable({seasonName, matches}: {seasonName: string; matches: Match[]}) {
  return (
    <TableFrame label={`${seasonName} results`} columns={['Match', 'Date', 'Home', 'Away', 'Result']} stack>
      <tbody>
        {matches.map((m) => {
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
  )
}

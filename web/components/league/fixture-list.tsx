// The season's fixtures under the key dates: matches still to play first (soonest on top), then
// the ones already played, each with its time in IST and its venue.
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {fixtureTeams, STAGE_NAMES} from '@/lib/league'
import {formatMatchTime} from './format'
import {TableFrame} from './table-frame'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]
const STATUS_NAMES: Record<string, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  completed: 'Completed',
  abandoned: 'Abandoned',
  noResult: 'No result',
}

/** Still to play (scheduled or live) soonest first, then the rest newest first. */
export function orderFixtures(matches: Match[]): Match[] {
  const time = (m: Match) => (m.startsAt ? Date.parse(m.startsAt) : 0)
  const upcoming = matches.filter((m) => !m.status || m.status === 'scheduled' || m.status === 'live')
  const past = matches.filter((m) => !upcoming.includes(m))
  return [...upcoming.sort((a, b) => time(a) - time(b)), ...past.sort((a, b) => time(b) - time(a))]
}

export function FixtureList({matches}: {matches: Match[]}) {
  return (
    <TableFrame label="Fixtures" columns={['Match', 'Date and time', 'Teams', 'Venue', 'Stage', 'Status']} stack>
      <tbody>
        {orderFixtures(matches).map((m) => (
          <tr key={m._id}>
            <th scope="row">#{m.matchNumber}</th>
            <td data-label="When">{m.startsAt ? formatMatchTime(m.startsAt) : 'To be announced'}</td>
            <td>{fixtureTeams(m)}</td>
            <td data-label="Venue">{m.venue || 'To be announced'}</td>
            <td data-label="Stage">{STAGE_NAMES[m.stage ?? 'league']}</td>
            <td data-label="Status">{STATUS_NAMES[m.status ?? 'scheduled']}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  )
}

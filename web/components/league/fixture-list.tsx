// The season's fixtures under the key dates: matches still to play first (soonest on top), then
// the ones already played: the teams and time (IST) first, then status, venue and stage.
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {STAGE_NAMES, STATUS_NAMES} from '@/lib/league'
import {formatMatchTime} from './format'
import {MatchLink} from './match-link'
import {TableFrame} from './table-frame'
import {TeamLink} from './team-link'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]

/** Still to play (scheduled or live) soonest first, then the rest newest first. */
export function orderFixtures(matches: Match[]): Match[] {
  const time = (m: Match) => (m.startsAt ? Date.parse(m.startsAt) : 0)
  const upcoming = matches.filter((m) => !m.status || m.status === 'scheduled' || m.status === 'live')
  const past = matches.filter((m) => !upcoming.includes(m))
  return [...upcoming.sort((a, b) => time(a) - time(b)), ...past.sort((a, b) => time(b) - time(a))]
}

export function FixtureList({matches, seasonYear}: {matches: Match[]; seasonYear: number | null}) {
  return (
    <TableFrame label="Fixtures" columns={['Match', 'Teams', 'Date and time (IST)', 'Status', 'Venue', 'Stage']}>
      <tbody>
        {orderFixtures(matches).map((m) => (
          <tr key={m._id}>
            <th scope="row">
              <MatchLink seasonYear={seasonYear} matchNumber={m.matchNumber} />
            </th>
            <td data-wrap>
              <TeamLink name={m.homeTeam?.name} /> v <TeamLink name={m.awayTeam?.name} />
            </td>
            <td data-wrap>{m.startsAt ? formatMatchTime(m.startsAt) : 'To be announced'}</td>
            <td>{STATUS_NAMES[m.status ?? 'scheduled']}</td>
            <td data-wrap>{m.venue || 'To be announced'}</td>
            <td>{STAGE_NAMES[m.stage ?? 'league']}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  )
}

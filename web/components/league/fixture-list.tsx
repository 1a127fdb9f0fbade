// The season's fixtures under the key dates: matches still to play first (soonest on top), then
// the ones already played. On a phone, cards grouped by day (match-cards.tsx); from the sm breakpoint a
// table: the match, the teams and the time (IST) first, then status, venue and stage.
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {STAGE_NAMES, STATUS_NAMES} from '../../../league'
import {formatMatchTime} from '../../../league/format'
import {GroundMapLink} from './ground-map-link'
import {MatchCards} from './match-cards'
import {MatchLink} from './match-link'
import {PhoneOnly, WideOnly} from './responsive.styles'
import {TableFrame} from './table-frame'
import {TeamMark} from './team-mark'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]

/** Still to play (scheduled or live) soonest first, then the rest newest first. */
export function orderFixtures(matches: readonly Match[]): Match[] {
  const time = (m: Match) => (m.startsAt ? Date.parse(m.startsAt) : 0)
  const upcoming = matches.filter((m) => !m.status || m.status === 'scheduled' || m.status === 'live')
  const past = matches.filter((m) => !upcoming.includes(m))
  return [...upcoming.sort((a, b) => time(a) - time(b)), ...past.sort((a, b) => time(b) - time(a))]
}

export function FixtureList({matches, seasonYear}: {matches: readonly Match[]; seasonYear: number | null}) {
  const ordered = orderFixtures(matches)
  return (
    <>
      <PhoneOnly>
        <MatchCards matches={ordered} seasonYear={seasonYear} label="Fixtures" />
      </PhoneOnly>
      <WideOnly>
        <TableFrame label="Fixtures" columns={['Match', 'Teams', 'Date and time (IST)', 'Status', 'Venue', 'Stage']}>
          <tbody>
            {ordered.map((m) => (
              <tr key={m._id}>
                <th scope="row">
                  <MatchLink seasonYear={seasonYear} matchNumber={m.matchNumber} />
                </th>
                <td data-wrap="wide">
                  <TeamMark team={m.homeTeam} /> v <TeamMark team={m.awayTeam} />
                </td>
                <td data-wrap>{m.startsAt ? formatMatchTime(m.startsAt) : 'To be announced'}</td>
                <td>{STATUS_NAMES[m.status ?? 'scheduled']}</td>
                <td data-wrap>
                  {m.venue || 'To be announced'}
                  <GroundMapLink ground={m.ground} before=" · " />
                </td>
                <td>{STAGE_NAMES[m.stage ?? 'league']}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      </WideOnly>
    </>
  )
}

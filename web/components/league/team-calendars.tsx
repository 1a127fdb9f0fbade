// "Follow your team": one entry per team with fixtures (each with an id the team cards on
// /participation/teams link to): how many matches it has, the next one, and its calendar feed (its
// matches and the key dates), beside the whole season's file. Plain links to files: they work without script.
import {CALENDAR_PATH, teamCalendarPath} from '@/lib/calendar/calendar-file'
import {fixtureTeamsList, matchesOfTeam, teamAnchor} from '@/lib/league'
import {orderFixtures} from './fixture-list'
import {formatMatchTime} from '@/lib/league/format'
import {CalendarList} from './team-calendars.styles'

type Match = Parameters<typeof orderFixtures>[0][number]

export function TeamCalendars({matches}: {matches: readonly Match[]}) {
  const teams = fixtureTeamsList(matches)
  if (teams.length === 0) return null
  return (
    <section aria-labelledby="team-calendars">
      <h2 id="team-calendars">Team calendars</h2>
      <p>
        Add one team&apos;s matches (with the key dates) to your calendar, or <a href={CALENDAR_PATH}>the whole season</a>.
      </p>
      <CalendarList>
        {teams.map((team) => {
          const own = matchesOfTeam(matches, team.slug)
          const next = orderFixtures(own).find((m) => !m.status || m.status === 'scheduled' || m.status === 'live')
          return (
            <li key={team.id} id={teamAnchor(team.name)}>
              <a href={teamCalendarPath(team.slug)} type="text/calendar">
                {team.name}
              </a>
              <small>
                {own.length} {own.length === 1 ? 'match' : 'matches'}
                {next?.startsAt ? ` · next ${formatMatchTime(next.startsAt)}` : ''}
              </small>
            </li>
          )
        })}
      </CalendarList>
    </section>
  )
}

// "Follow your team": one entry per team with fixtures (each with an id the team cards on
// /participation/teams link to): how many matches it has, the next one, and its calendar feed (its
// matches and the key dates) to subscribe to, add to Google Calendar or download, beside the whole
// season's feed. Plain links to files and apps: they work without script.
import {CalendarFeedLinks} from '@/components/seo/calendar-feed-links'
import {CALENDAR_PATH, TEAM_CALENDARS_ID, teamCalendarPath} from '@/lib/calendar/calendar-file'
import {SUBSCRIBE_NOTE} from '@/lib/calendar/subscribe'
import {fixtureTeamsList, matchesOfTeam, teamAnchor} from '../../../league'
import {orderFixtures} from './fixture-list'
import {formatMatchTime} from '../../../league/format'
import {CalendarList} from './team-calendars.styles'

type Match = Parameters<typeof orderFixtures>[0][number]

export function TeamCalendars({matches}: {matches: readonly Match[]}) {
  const teams = fixtureTeamsList(matches)
  if (teams.length === 0) return null
  return (
    <section aria-labelledby={TEAM_CALENDARS_ID}>
      <h2 id={TEAM_CALENDARS_ID}>Team calendars</h2>
      <p>Add one team&apos;s matches (with the key dates) to your calendar, or the whole season. {SUBSCRIBE_NOTE}</p>
      <p>
        <strong>Whole season:</strong> <CalendarFeedLinks path={CALENDAR_PATH} feedName="the whole season's fixtures" />
      </p>
      <CalendarList>
        {teams.map((team) => {
          const own = matchesOfTeam(matches, team.slug)
          const next = orderFixtures(own).find((m) => !m.status || m.status === 'scheduled' || m.status === 'live')
          return (
            <li key={team.id} id={teamAnchor(team.name)}>
              <strong>{team.name}</strong>
              <CalendarFeedLinks path={teamCalendarPath(team.slug)} feedName={`the fixtures of ${team.name}`} />
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

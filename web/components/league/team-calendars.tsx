// "Follow your team": one calendar feed per team with fixtures (its matches and the key dates),
// beside the whole season's file. Plain links to files: they work without script.
import styled from 'styled-components'
import {CALENDAR_PATH, teamCalendarPath} from '@/lib/calendar/calendar-file'
import {fixtureTeamsList, type Fixture} from '@/lib/league'
import {theme} from '@/theme/theme'

export function TeamCalendars({matches}: {matches: readonly Fixture[]}) {
  const teams = fixtureTeamsList(matches)
  if (teams.length === 0) return null
  return (
    <section aria-labelledby="team-calendars">
      <h2 id="team-calendars">Team calendars</h2>
      <p>
        Add one team&apos;s matches (with the key dates) to your calendar, or <a href={CALENDAR_PATH}>the whole season</a>.
      </p>
      <List>
        {teams.map((team) => (
          <li key={team.id}>
            <a href={teamCalendarPath(team.slug)} type="text/calendar">
              {team.name}
            </a>
          </li>
        ))}
      </List>
    </section>
  )
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${theme.space.xs} ${theme.space.md};
    border: 2px solid ${theme.colors.primary};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.primary};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.surfaceAlt};
  }
`

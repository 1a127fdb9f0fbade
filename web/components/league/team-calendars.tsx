// "Follow your team": one entry per team with fixtures (each with an id the team cards on
// /participation/teams link to): how many matches it has, the next one, and its calendar feed (its
// matches and the key dates), beside the whole season's file. Plain links to files: they work without script.
import styled from 'styled-components'
import {CALENDAR_PATH, teamCalendarPath} from '@/lib/calendar/calendar-file'
import {fixtureTeamsList, matchesOfTeam, teamAnchor} from '@/lib/league'
import {theme} from '@/theme/theme'
import {orderFixtures} from './fixture-list'
import {formatMatchTime} from './format'

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
      <List>
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
      </List>
    </section>
  )
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${theme.space.xs};
    padding: ${theme.space.sm} ${theme.space.md};
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  }
  /* The team a card on /participation/teams linked to stands out. */
  li:target {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.surfaceAlt};
  }
  a {
    justify-self: start;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${theme.colors.primary};
    font-weight: 700;
    text-underline-offset: 3px;
  }
  small {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
`

// /matches/schedules and /matches/schedules/<team>: the key dates as of today, then the fixtures (all,
// or one team's, chosen by plain links), their structured data and each team's calendar feed; until the
// season has fixtures, what the calendar says about them (season-phase.ts).
import {ScheduleActions} from '@/components/countdown/schedule-actions'
import {KeyDatesTimeline} from '@/components/schedule/key-dates-timeline'
import {KeyDateEventsJsonLd, MatchEventsJsonLd} from '@/components/seo/structured-data'
import {Link} from '@/components/ui/link'
import {PageShell} from '@/components/ui/page-shell'
import {scheduleEyebrow, scheduleLead, scheduleNote} from '@/lib/calendar/season-phase'
import {getSeasonMoment} from '@/lib/calendar/season-today'
import {getKeyDates, getLeagueSeason, getSiteSettings} from '@/lib/content'
import {RULES_PATH, SCHEDULES_PATH, SEASONS_PATH} from '@/lib/routes'
import {filterTeams, narrowTo} from './filter-teams'
import {FixtureList} from './fixture-list'
import {FixturesSection, MoreLinks, ScheduleNote} from './schedule-sections.styles'
import {TeamCalendars} from './team-calendars'
import {TeamFilter} from './team-filter'

/** The fixtures' heading id: the team filter's links land on it. */
const FIXTURES_ID = 'fixtures'

export async function ScheduleView({team}: {team?: string}) {
  const [keyDates, settings, league, moment] = await Promise.all([getKeyDates(), getSiteSettings(), getLeagueSeason(), getSeasonMoment()])
  const all = league?.matches ?? []
  const teams = filterTeams(all)
  const fixtures = narrowTo(all, team)
  const teamName = teams.find((t) => t.slug === team)?.name
  return (
    <PageShell eyebrow={scheduleEyebrow(moment)} title="Schedules" lead={scheduleLead(moment)}>
      <h2>Key dates</h2>
      <ScheduleActions keyDates={keyDates} seasonHasFixtures={all.length > 0} />
      <KeyDatesTimeline keyDates={keyDates} today={moment.today} />
      {team ? null : <KeyDateEventsJsonLd settings={settings} keyDates={keyDates} />}
      {all.length === 0 ? (
        <ScheduleNote>{scheduleNote(moment)}</ScheduleNote>
      ) : (
        <FixturesSection>
          <h2 id={FIXTURES_ID}>{teamName ? `Fixtures: ${teamName}` : 'Fixtures'}</h2>
          <TeamFilter base={SCHEDULES_PATH} teams={teams} current={team} target={FIXTURES_ID} />
          <FixtureList matches={fixtures} seasonYear={league?.year ?? null} />
          {team ? null : (
            <>
              <MatchEventsJsonLd settings={settings} matches={all} path={SCHEDULES_PATH} />
              <TeamCalendars matches={all} />
            </>
          )}
        </FixturesSection>
      )}
      <MoreLinks>
        <Link href={RULES_PATH}>Rules</Link>
        <span aria-hidden="true"> · </span>
        <Link href={SEASONS_PATH}>All seasons</Link>
      </MoreLinks>
    </PageShell>
  )
}

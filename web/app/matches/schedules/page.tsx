// /matches/schedules: the current season's key dates, from the auction to the Grand Finale, then the
// fixtures (with their structured data) and each team's calendar feed once the season has them.
import type {Metadata} from 'next'
import {ScheduleActions} from '@/components/countdown/schedule-actions'
import {FixtureList} from '@/components/league/fixture-list'
import {FixturesSection, ScheduleNote} from '@/components/league/schedule-sections.styles'
import {TeamCalendars} from '@/components/league/team-calendars'
import {KeyDatesTimeline} from '@/components/schedule/key-dates-timeline'
import {KeyDateEventsJsonLd, MatchEventsJsonLd} from '@/components/seo/structured-data'
import {PageShell} from '@/components/ui/page-shell'
import {scheduleEyebrow, scheduleLead, scheduleNote} from '@/lib/calendar/season-phase'
import {getSeasonMoment} from '@/lib/calendar/season-today'
import {getKeyDates, getLeagueSeason, getSiteSettings} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Schedules (Current Season)',
  description:
    'Key dates of the Oxygen Premier League season: the player auction, the start of league matches and the Grand Finale.',
  path: '/matches/schedules',
})

export default async function SchedulesPage() {
  const [keyDates, settings, league, moment] = await Promise.all([getKeyDates(), getSiteSettings(), getLeagueSeason(), getSeasonMoment()])
  const fixtures = league?.matches ?? []
  return (
    <PageShell eyebrow={scheduleEyebrow(moment)} title="Match Schedule" lead={scheduleLead(moment)}>
      <h2>Key dates</h2>
      <ScheduleActions keyDates={keyDates} />
      <KeyDatesTimeline keyDates={keyDates} today={moment.today} />
      <KeyDateEventsJsonLd settings={settings} keyDates={keyDates} />
      {fixtures.length === 0 ? (
        <ScheduleNote>{scheduleNote(moment)}</ScheduleNote>
      ) : (
        <FixturesSection>
          <h2>Fixtures</h2>
          <FixtureList matches={fixtures} seasonYear={league?.year ?? null} />
          <MatchEventsJsonLd settings={settings} matches={fixtures} path="/matches/schedules" />
          <TeamCalendars matches={fixtures} />
        </FixturesSection>
      )}
    </PageShell>
  )
}

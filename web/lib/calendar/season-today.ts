// Where the season stands at this render, from the cached key dates, season and settings: what every
// page with a date-derived label asks (season-phase.ts says what follows from it).
import 'server-only'
import {getKeyDates, getLeagueSeason, getSeasonAsEntered, getSiteSettings} from '@/lib/content'
import {renderedAt} from './render-time'
import {seasonMoment, type SeasonMoment} from './season-phase'

export async function getSeasonMoment(at?: number): Promise<SeasonMoment> {
  const [keyDates, season, settings, now] = await Promise.all([getKeyDates(), getLeagueSeason(), getSiteSettings(), at ?? renderedAt()])
  return seasonMoment({keyDates, matches: season?.matches ?? [], now, seasonName: season?.name, seasonLabel: settings?.seasonLabel})
}

/** The same from the season as entered (no scorecard read), for what every page carries (the header's
 * menu): a match its last ball decided counts as live until it is marked Completed, and the season is
 * over at the latest the day after the final. */
export async function getSeasonMomentAsEntered(at?: number): Promise<SeasonMoment> {
  const [keyDates, season, settings, now] = await Promise.all([getKeyDates(), getSeasonAsEntered(), getSiteSettings(), at ?? renderedAt()])
  return seasonMoment({keyDates, matches: season?.matches ?? [], now, seasonName: season?.name, seasonLabel: settings?.seasonLabel})
}

// Which season a /matches/<year> address names, and where it stands: the current season is the one every
// other page shows (with its key dates); another year is read from its own documents, its state from
// its own matches. Both parts of the rule live in lib (the address in match-data, the state in
// season-phase); this only joins them.
import 'server-only'
import {seasonYearOf} from '@/lib/league/match-data'
import {seasonMoment, seasonStatus, type SeasonStatus} from '@/lib/calendar/season-phase'
import {renderedAt} from '@/lib/calendar/render-time'
import {getSeasonMoment} from '@/lib/calendar/season-today'
import {getLeagueSeason, getSeasonByYear, type LeagueSeason} from '@/lib/content'
import {resultLine} from '../../../league'

export type YearSeason = {season: NonNullable<LeagueSeason>; current: boolean}

/** The season of a year segment ("2026"), or null for a segment that is no year or a year with no season. */
export async function seasonOfYear(segment: string): Promise<YearSeason | null> {
  const year = seasonYearOf(segment)
  if (year === null) return null
  const current = await getLeagueSeason()
  if (current && current.year === year) return {season: current, current: true}
  const season = await getSeasonByYear(year)
  return season && season.matches.length > 0 ? {season, current: false} : null
}

/** Where the season stands today: the current one from the key dates too, another from its matches. */
export async function statusOf({season, current}: YearSeason, at?: number): Promise<SeasonStatus> {
  const now = at ?? (await renderedAt())
  const moment = current ? await getSeasonMoment(now) : seasonMoment({keyDates: [], matches: season.matches, now, seasonName: season.name})
  const final = season.matches.filter((m) => m.stage === 'final').at(-1)
  return seasonStatus(moment, moment.champion && final ? resultLine(final) : null)
}

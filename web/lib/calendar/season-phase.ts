// Where the season stands today, and every word the site derives from it. One module owns the rule:
// the phase (before the auction, auction day, between auction and league, mid-league, final day, over)
// follows from the key dates, the season's matches and today in India; each date-derived label below
// is a function of it, so no page can say "tentative" of a date that has passed or "coming soon" of a
// registration that has closed. Pages render it on the server from the render's clock; the page cache
// never answers from a render older than its expiry (docs/architecture.md, "What day it is"), so a label
// flips within that window of midnight IST. The spec's wording is the wording of the phase it describes.
import {DECIDED_STATUSES} from '../../../league'
import {civilDateIn} from '../../../league/calendar/countdown'
import {formatKeyDate} from '../../../league/calendar/format-key-date'
import {datedKeyDates, parseCivilDate, type CountdownDate} from '../../../league/calendar/key-dates'

export type SeasonPhase = 'beforeAuction' | 'auctionDay' | 'beforeLeague' | 'league' | 'finalDay' | 'over'

/** What the phase reads of a match: the season query's matches fit it. */
export type PhaseMatch = {
  status?: string | null
  stage?: string | null
  startsAt?: string | null
  winner?: string | null
  homeTeam?: {name?: string | null} | null
  awayTeam?: {name?: string | null} | null
}

export type SeasonMoment = {
  phase: SeasonPhase
  /** Today in India, YYYY-MM-DD. */
  today: string
  /** The days (YYYY-MM-DD) of the auction, the first league match and the final, where known. */
  auction: string | null
  leagueStart: string | null
  final: string | null
  /** The winner of a decided final. */
  champion: string | null
  /** The season's one name: the Season document's ("OPL 2026"), else the settings' label ("2025 season"). */
  name: string | null
  /** The name inside a sentence: "the 2025 season", "OPL 2026". */
  inSentence: string
}

type Inputs = {
  keyDates: readonly CountdownDate[]
  matches: readonly PhaseMatch[]
  now: number
  /** The Season document's name, when there is one. */
  seasonName?: string | null
  /** The site settings' "current season" label, e.g. "2025". */
  seasonLabel?: string | null
}

const AUCTION = /auction/i
const matchDay = (m: PhaseMatch) => {
  const instant = m.startsAt ? Date.parse(m.startsAt) : Number.NaN
  return Number.isNaN(instant) ? null : civilDateIn(instant)
}
const first = (days: (string | null)[]) => days.filter((d): d is string => d !== null).sort()[0] ?? null
const last = (days: (string | null)[]) => days.filter((d): d is string => d !== null).sort().at(-1) ?? null

/** The winner of a decided final, by name; null before. */
export function championOf(final: PhaseMatch | undefined): string | null {
  if (!final || final.status !== 'completed') return null
  const side = final.winner === 'home' ? final.homeTeam : final.winner === 'away' ? final.awayTeam : null
  return side?.name?.trim() || null
}

export function seasonMoment({keyDates, matches, now, seasonName, seasonLabel}: Inputs): SeasonMoment {
  const today = civilDateIn(now)
  const dated = datedKeyDates(keyDates)
  const auction = first(dated.filter((k) => AUCTION.test(k.title ?? '')).map((k) => k.date))
  // The matches, where there are any, say when the league starts and the final is; else the key dates.
  const leagueStart =
    first(matches.map(matchDay)) ??
    first(dated.filter((k) => k.badge === 'SEASON START' && !AUCTION.test(k.title ?? '')).map((k) => k.date))
  const finals = matches.filter((m) => m.stage === 'final')
  const final = last(finals.map(matchDay)) ?? last(dated.filter((k) => k.badge === 'FINALS').map((k) => k.date))
  const finalMatch = finals.at(-1)
  const begun = matches.some((m) => m.status === 'live' || DECIDED_STATUSES.has(m.status ?? ''))

  let phase: SeasonPhase = 'beforeAuction'
  if ((finalMatch && DECIDED_STATUSES.has(finalMatch.status ?? '')) || (final && today > final)) phase = 'over'
  else if (final && today === final) phase = 'finalDay'
  else if (begun || (leagueStart && today >= leagueStart)) phase = 'league'
  else if (auction && today > auction) phase = 'beforeLeague'
  else if (auction && today === auction) phase = 'auctionDay'

  const docName = seasonName?.trim()
  const label = seasonLabel?.trim()
  const name = docName || (label ? `${label} season` : null)
  const inSentence = docName || (label ? `the ${label} season` : 'the season')
  return {phase, today, auction, leagueStart, final, champion: championOf(finalMatch), name, inSentence}
}

// ---- Key dates ----------------------------------------------------------------------------------

/** A key date as of today: done, today, the next one (which leads), or further ahead. */
export type KeyDateState = 'done' | 'today' | 'next' | 'upcoming'

/** Each date's state, in the order given; a date that is not a real day is 'upcoming'. */
export function keyDateStates(dates: readonly (string | null | undefined)[], today: string): KeyDateState[] {
  const valid = dates.filter((date): date is string => parseCivilDate(date) !== null).sort()
  const next = valid.includes(today) ? null : (valid.find((date) => date > today) ?? null)
  return dates.map((date) => {
    if (!date || !valid.includes(date)) return 'upcoming'
    if (date < today) return 'done'
    if (date === today) return 'today'
    return date === next ? 'next' : 'upcoming'
  })
}

/** What a date's state adds to it on the timeline. */
export const KEY_DATE_STATE_LABELS: Record<KeyDateState, string | null> = {done: 'Done', today: 'Today', next: 'Next', upcoming: null}

/** "Tentative" is a promise about a date still to come: it goes once the day has come. */
export const showsBadge = (badge: string | null | undefined, state: KeyDateState) =>
  Boolean(badge) && !(badge === 'TENTATIVE' && (state === 'done' || state === 'today'))

// ---- Words ----------------------------------------------------------------------------------------

const BEFORE_LEAGUE: ReadonlySet<SeasonPhase> = new Set(['beforeAuction', 'auctionDay', 'beforeLeague'])
const AFTER_AUCTION: ReadonlySet<SeasonPhase> = new Set(['beforeLeague', 'league', 'finalDay'])
const on = (day: string | null) => (day ? ` on ${formatKeyDate(day)}` : '')
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** "The 2025 season ended with the Grand Finale on 8 Feb 2026, won by …." */
function seasonOver(m: SeasonMoment): string {
  const won = m.champion ? `: ${m.champion} are the champions` : ''
  return `${capital(m.inSentence)} ended with the final${on(m.final)}${won}.`
}

/** Where a season stands, on its own page and in the seasons list: a short state and one sentence. */
export type SeasonStatus = {state: 'Upcoming' | 'In progress' | 'Completed'; detail: string}

/** The state of a season from its moment; `finalResult` is the decided final's result line. */
export function seasonStatus(m: SeasonMoment, finalResult: string | null = null): SeasonStatus {
  if (m.phase === 'over') {
    const result = finalResult ? ` ${finalResult}.` : ''
    return {state: 'Completed', detail: m.champion ? `${m.champion} are the champions.${result}` : `${capital(m.inSentence)} is over.${result}`}
  }
  if (BEFORE_LEAGUE.has(m.phase)) {
    return {state: 'Upcoming', detail: m.leagueStart ? `League matches begin${on(m.leagueStart)}.` : 'The first ball is still to come.'}
  }
  if (m.phase === 'finalDay') return {state: 'In progress', detail: 'The final is played today.'}
  return {state: 'In progress', detail: m.final ? `League matches are under way; the final is${on(m.final)}.` : 'League matches are under way.'}
}

/** The season's name over its key dates (home page): "2025 season", "2025 season · completed". */
export const seasonEyebrow = (m: SeasonMoment) => (m.name ? `${m.name}${m.phase === 'over' ? ' · completed' : ''}` : undefined)

export const scheduleEyebrow = (m: SeasonMoment) => (m.name ? `Matches · ${seasonEyebrow(m)}` : 'Matches')

export const scheduleLead = (m: SeasonMoment) =>
  m.phase === 'over'
    ? seasonOver(m)
    : 'From the player auction to the Grand Finale: the dates to keep free this season.'

/** The points table's lead: once the season is over, how it ended and who won. */
export const pointsLead = (m: SeasonMoment) => (m.phase === 'over' ? seasonOver(m) : 'Who is on top of the league, match by match.')

/** Under the key dates while the season has no fixtures. */
export function scheduleNote(m: SeasonMoment): string {
  // The page's lead already says the season is over.
  if (m.phase === 'over') return 'Next season’s fixtures are posted here once its auction has picked the squads.'
  if (AFTER_AUCTION.has(m.phase)) return 'The auction has picked the squads: weekend fixtures, team by team, are posted here soon.'
  return 'Weekend fixtures, team by team, are posted here once the auction has picked the squads.'
}

export type Placeholder = {heading: string; message: string}

/** The points table before it has a row. */
export function pointsPlaceholder(m: SeasonMoment): Placeholder {
  if (m.phase === 'over')
    return {heading: 'Next season’s table is on its way', message: `${seasonOver(m)} Standings for next season go live when its league matches begin.`}
  if (!BEFORE_LEAGUE.has(m.phase))
    return {heading: 'The table fills in with the first result', message: `The league matches began${on(m.leagueStart)}. Standings appear here once the first result is in.`}
  return {
    heading: 'The points table is on its way',
    message: 'Standings go live when the league matches begin. Check the key dates to see when the first ball is bowled.',
  }
}

/** The results page before its first result. */
export function resultsPlaceholder(m: SeasonMoment): Placeholder {
  if (m.phase === 'over')
    return {heading: 'Next season’s results are on their way', message: `${seasonOver(m)} Scorecards of next season are posted here once its league matches are under way.`}
  if (!BEFORE_LEAGUE.has(m.phase))
    return {heading: 'Results start with the first match', message: `The league matches began${on(m.leagueStart)}. Scorecards are posted here as each match finishes.`}
  return {heading: 'Results start with the first match', message: 'Scorecards are posted here once the league matches are under way.'}
}

/** The top bids before the auction's prices are in. */
export function topBidsPlaceholder(m: SeasonMoment): Placeholder {
  if (m.phase === 'auctionDay')
    return {heading: 'The auction is on today', message: 'The top bids appear here right after the player auction.'}
  if (m.phase !== 'beforeAuction' && m.auction)
    return {heading: 'The top bids are not published yet', message: `The player auction was held${on(m.auction)}. Its top bids appear here once the organisers publish them.`}
  return {
    heading: 'The auction hammer has not fallen yet',
    message: 'The top bids appear here right after the player auction. Check the key dates for the auction day.',
  }
}

/** The players page before it has players. */
export function playersPlaceholder(m: SeasonMoment): Placeholder {
  if (m.phase !== 'beforeAuction' && m.auction)
    return {heading: 'Meet the players soon', message: `The teams were picked at the player auction${on(m.auction)}. Player profiles appear here once the organisers publish the squads.`}
  return {heading: 'Meet the players soon', message: 'Player profiles appear here once registration closes and the teams are picked at the auction.'}
}

/** Player registration: open-soon before the auction and after the season, closed from the auction to the final. */
export const registrationOpen = (m: SeasonMoment) => m.phase === 'beforeAuction' || m.phase === 'over'

/** The mark after "Player Registration" in the menu. */
export const registrationMark = (m: SeasonMoment) => (registrationOpen(m) ? 'Coming Soon' : 'Closed')

export function registrationText(m: SeasonMoment): Placeholder {
  const desk = 'Questions in the meantime? The registration desk is happy to help.'
  if (m.phase === 'over')
    return {heading: 'Player registration opens soon', message: `Registration for next season opens ahead of its player auction. ${desk}`}
  if (!registrationOpen(m))
    return {heading: 'Player registration has closed', message: `Registration for this season closed ahead of the player auction${on(m.auction)}. Registration for next season opens ahead of its auction. ${desk}`}
  return {
    heading: 'Player registration opens soon',
    message: `Registration for players from every participating society opens ahead of the auction. ${desk}`,
  }
}

/** The contests page: who they are planned for, and when entries open. */
export function contestsText(m: SeasonMoment): {message: string; entryNote: string} {
  if (m.phase === 'over')
    return {message: 'Here is what we are planning for the fans next season:', entryNote: 'Entries open closer to next season’s league matches.'}
  if (!BEFORE_LEAGUE.has(m.phase))
    return {message: 'Here is what we are planning for the fans:', entryNote: 'Entries are not open for this season’s league matches.'}
  return {message: 'Here is what we are planning for the fans this season:', entryNote: 'Entries open closer to the league matches.'}
}

/** The lead of /news while it holds only the captains' notes, written before the season. */
export const notesLead = (m: SeasonMoment) =>
  BEFORE_LEAGUE.has(m.phase)
    ? 'Straight from the captains: how every team is preparing for Season 2.'
    : 'Straight from the captains: what every team said as it prepared for Season 2.'

// Every date-derived label over a table of days: before the auction, auction day, between auction and
// league, mid-league, final day and after the final, on the seed's key dates alone and on a season with
// matches; the day turns at midnight in India, and the matches outrank the key dates.
import {describe, expect, it} from 'vitest'
import {
  contestsText,
  keyDateStates,
  notesLead,
  playersPlaceholder,
  pointsLead,
  pointsPlaceholder,
  registrationMark,
  registrationText,
  resultsPlaceholder,
  scheduleEyebrow,
  scheduleLead,
  scheduleNote,
  seasonEyebrow,
  seasonMoment,
  seasonStatus,
  showsBadge,
  topBidsPlaceholder,
  type PhaseMatch,
  type SeasonPhase,
} from './season-phase'

/** The seed's key dates (the spec's): auction 6 Dec 2025 (tentative), league from 24 Jan, final 8 Feb. */
const KEY_DATES = [
  {title: 'Player Auction', date: '2025-12-06', badge: 'TENTATIVE' as const},
  {title: 'League Matches Begin', date: '2026-01-24', badge: 'SEASON START' as const},
  {title: 'Grand Finale', date: '2026-02-08', badge: 'FINALS' as const},
]
/** Noon in India on a day. */
const noon = (day: string) => Date.parse(`${day}T12:00:00+05:30`)
const seed = (day: string) => seasonMoment({keyDates: KEY_DATES, matches: [], now: noon(day), seasonLabel: '2025'})

const DAYS: [string, SeasonPhase][] = [
  ['2025-11-26', 'beforeAuction'],
  ['2025-12-06', 'auctionDay'],
  ['2025-12-20', 'beforeLeague'],
  ['2026-01-30', 'league'],
  ['2026-02-08', 'finalDay'],
  ['2026-11-26', 'over'],
]

describe('seasonMoment: the phase from the key dates', () => {
  it.each(DAYS)('%s is %s', (day, phase) => {
    expect(seed(day).phase).toBe(phase)
    expect(seed(day).today).toBe(day)
  })

  it('turns at midnight in India, not in UTC', () => {
    const at = (utc: string) => seasonMoment({keyDates: KEY_DATES, matches: [], now: Date.parse(utc)}).phase
    expect(at('2025-12-05T18:29:59Z')).toBe('beforeAuction')
    expect(at('2025-12-05T18:30:00Z')).toBe('auctionDay')
    expect(at('2026-02-08T18:30:00Z')).toBe('over')
  })

  it('with no dates and no matches, is the spec’s pre-season', () => {
    expect(seasonMoment({keyDates: [], matches: [], now: noon('2026-11-26')}).phase).toBe('beforeAuction')
  })
})

describe('seasonMoment: the matches outrank the key dates', () => {
  const team = (name: string) => ({name})
  const league: PhaseMatch = {status: 'scheduled', stage: 'league', startsAt: '2026-01-31T04:30:00Z', homeTeam: team('A'), awayTeam: team('B')}
  const final: PhaseMatch = {status: 'scheduled', stage: 'final', startsAt: '2026-02-15T12:30:00Z', homeTeam: team('A'), awayTeam: team('B')}
  const moment = (day: string, matches: PhaseMatch[]) => seasonMoment({keyDates: KEY_DATES, matches, now: noon(day), seasonName: 'OPL 2026'})

  it('the league starts on its first match day and the final is on the final’s day, postponed or not', () => {
    const m = moment('2026-01-25', [league, final])
    expect(m).toMatchObject({leagueStart: '2026-01-31', final: '2026-02-15', phase: 'beforeLeague'})
    expect(moment('2026-02-10', [league, final]).phase).toBe('league')
    expect(moment('2026-02-15', [league, final]).phase).toBe('finalDay')
  })

  it('a played match means the league has begun; a decided final ends the season and names the champion', () => {
    expect(moment('2026-01-25', [{...league, status: 'completed'}, final]).phase).toBe('league')
    const won = moment('2026-02-15', [league, {...final, status: 'completed', winner: 'away'}])
    expect(won).toMatchObject({phase: 'over', champion: 'B'})
    expect(scheduleLead(won)).toBe('OPL 2026 ended with the final on 15 Feb 2026: B are the champions.')
    expect(pointsLead(won)).toBe(scheduleLead(won))
    expect(pointsLead(moment('2026-02-10', [league, final]))).toBe('Who is on top of the league, match by match.')
  })
})

describe('seasonStatus: a season’s state on its page and in the seasons list', () => {
  const team = (name: string) => ({name})
  const league: PhaseMatch = {status: 'scheduled', stage: 'league', startsAt: '2026-01-31T04:30:00Z', homeTeam: team('A'), awayTeam: team('B')}
  const final: PhaseMatch = {status: 'scheduled', stage: 'final', startsAt: '2026-02-15T12:30:00Z', homeTeam: team('A'), awayTeam: team('B')}
  const status = (day: string, matches: PhaseMatch[], finalResult?: string) =>
    seasonStatus(seasonMoment({keyDates: [], matches, now: noon(day), seasonName: 'OPL 2026'}), finalResult)

  it.each([
    ['2026-01-25', [league, final], {state: 'Upcoming', detail: 'League matches begin on 31 Jan 2026.'}],
    ['2026-02-01', [league, final], {state: 'In progress', detail: 'League matches are under way; the final is on 15 Feb 2026.'}],
    ['2026-02-01', [league], {state: 'In progress', detail: 'League matches are under way.'}],
    ['2026-02-15', [league, final], {state: 'In progress', detail: 'The final is played today.'}],
    ['2026-02-20', [league, final], {state: 'Completed', detail: 'OPL 2026 is over.'}],
  ] as const)('on %s', (day, matches, expected) => {
    expect(status(day, [...matches])).toEqual(expected)
  })

  it('a decided final names the champion and the final’s result', () => {
    const decided = {...final, status: 'completed', winner: 'away'}
    expect(status('2026-02-15', [league, decided], 'A 80/9 (8.0), B 81/4 (7.2). B won by 6 wickets')).toEqual({
      state: 'Completed',
      detail: 'B are the champions. A 80/9 (8.0), B 81/4 (7.2). B won by 6 wickets.',
    })
  })

  it('a season with no dates at all is upcoming', () => {
    expect(status('2026-01-25', [])).toEqual({state: 'Upcoming', detail: 'The first ball is still to come.'})
  })
})

describe('key dates as of today', () => {
  const dates = KEY_DATES.map((k) => k.date)
  it.each([
    ['2025-11-26', ['next', 'upcoming', 'upcoming']],
    ['2025-12-06', ['today', 'upcoming', 'upcoming']],
    ['2025-12-20', ['done', 'next', 'upcoming']],
    ['2026-02-08', ['done', 'done', 'today']],
    ['2026-11-26', ['done', 'done', 'done']],
  ])('on %s: %j', (today, states) => {
    expect(keyDateStates(dates, today)).toEqual(states)
  })

  it('drops TENTATIVE once the day has come, and keeps the other badges', () => {
    expect(showsBadge('TENTATIVE', 'next')).toBe(true)
    expect(showsBadge('TENTATIVE', 'upcoming')).toBe(true)
    expect(showsBadge('TENTATIVE', 'today')).toBe(false)
    expect(showsBadge('TENTATIVE', 'done')).toBe(false)
    expect(showsBadge('FINALS', 'done')).toBe(true)
    expect(showsBadge(null, 'next')).toBe(false)
  })

  it('leaves a date that is not a real day out of the count', () => {
    expect(keyDateStates(['2026-02-30', '2026-03-01'], '2026-02-27')).toEqual(['upcoming', 'next'])
  })
})

describe('every derived label, day by day', () => {
  const OVER = 'The 2025 season ended with the final on 8 Feb 2026.'
  it.each(DAYS)('%s (%s)', (day, phase) => {
    const m = seed(day)
    const before = ['beforeAuction', 'auctionDay', 'beforeLeague'].includes(phase)
    const closed = ['auctionDay', 'beforeLeague', 'league', 'finalDay'].includes(phase)

    expect(seasonEyebrow(m)).toBe(phase === 'over' ? '2025 season · completed' : '2025 season')
    expect(scheduleEyebrow(m)).toBe(phase === 'over' ? 'Matches · 2025 season · completed' : 'Matches · 2025 season')
    expect(scheduleLead(m)).toBe(phase === 'over' ? OVER : 'From the player auction to the Grand Finale: the dates to keep free this season.')

    expect(scheduleNote(m)).toBe(
      phase === 'over'
        ? 'Next season’s fixtures are posted here once its auction has picked the squads.'
        : phase === 'beforeAuction' || phase === 'auctionDay'
          ? 'Weekend fixtures, team by team, are posted here once the auction has picked the squads.'
          : 'The auction has picked the squads: weekend fixtures, team by team, are posted here soon.',
    )

    expect(pointsPlaceholder(m).message).toBe(
      before
        ? 'Standings go live when the league matches begin. Check the key dates to see when the first ball is bowled.'
        : phase === 'over'
          ? `${OVER} Standings for next season go live when its league matches begin.`
          : 'The league matches began on 24 Jan 2026. Standings appear here once the first result is in.',
    )
    expect(resultsPlaceholder(m).message).toBe(
      before
        ? 'Scorecards are posted here once the league matches are under way.'
        : phase === 'over'
          ? `${OVER} Scorecards of next season are posted here once its league matches are under way.`
          : 'The league matches began on 24 Jan 2026. Scorecards are posted here as each match finishes.',
    )
    expect(topBidsPlaceholder(m).heading).toBe(
      phase === 'beforeAuction' ? 'The auction hammer has not fallen yet' : phase === 'auctionDay' ? 'The auction is on today' : 'The top bids are not published yet',
    )
    expect(playersPlaceholder(m).message).toBe(
      phase === 'beforeAuction'
        ? 'Player profiles appear here once registration closes and the teams are picked at the auction.'
        : 'The teams were picked at the player auction on 6 Dec 2025. Player profiles appear here once the organisers publish the squads.',
    )

    expect(registrationMark(m)).toBe(closed ? 'Closed' : 'Coming Soon')
    expect(registrationText(m).heading).toBe(closed ? 'Player registration has closed' : 'Player registration opens soon')
    expect(registrationText(m).message).toMatch(
      phase === 'beforeAuction'
        ? /^Registration for players from every participating society opens ahead of the auction\./
        : phase === 'over'
          ? /^Registration for next season opens ahead of its player auction\./
          : /^Registration for this season closed ahead of the player auction on 6 Dec 2025\./,
    )

    expect(contestsText(m).entryNote).toBe(
      before
        ? 'Entries open closer to the league matches.'
        : phase === 'over'
          ? 'Entries open closer to next season’s league matches.'
          : 'Entries are not open for this season’s league matches.',
    )
    expect(notesLead(m)).toMatch(before ? /how every team is preparing/ : /what every team said/)
  })

  it('names the season by its Season document where there is one', () => {
    const m = seasonMoment({keyDates: KEY_DATES, matches: [], now: noon('2026-01-30'), seasonName: ' OPL 2026 ', seasonLabel: '2026'})
    expect(seasonEyebrow(m)).toBe('OPL 2026')
    expect(scheduleEyebrow(seasonMoment({keyDates: [], matches: [], now: noon('2026-01-30')}))).toBe('Matches')
  })
})

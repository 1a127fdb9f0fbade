// A match's scorecard as its page draws it (view-types.ts), from the derivations of
// league/scorecard: every player id named and linked, dismissals written with the names a
// scorecard prints ("c Kumar b Rao": the surname, with an initial or in full where two players of the
// match share it), keepers marked, the batters still in marked while the innings goes on, figures
// written as scorecards write them, and the charts' numbers with their caption.
import {deriveMatch, extrasText, rateText, totalText, type InningsCard, type MatchOptions, type MatchState} from '../../../league/scorecard'
import type {Scorecard, ScoringRules} from '../../../league/scorecard/types'
import {ordinal} from '../../../league/ordinal'
import type {PlayerDirectory} from './players'
import type {InningsView, MatchScorecardView, PlayerName} from './view-types'

/** A side of the match: its id, name and score-line code ("GLA"). */
export type Side = {id: string; name: string; code: string}

/** A player of either squad: their team and role decide the yet-to-bat order and the keeper's mark. */
export type SquadPlayer = {_id: string; name: string | null; role: string | null; team?: {_id: string} | null}

export type MatchSources = {
  scorecard: Scorecard
  rules: ScoringRules
  sides: readonly [Side, Side]
  players: readonly SquadPlayer[]
  directory: PlayerDirectory
}

/** Who comes in first when a squad has no batting order: batters, keepers, all-rounders, bowlers. */
const ROLE_ORDER = ['batter', 'wicketKeeper', 'allRounder', 'bowler']
const roleRank = (role: string | null) => {
  const rank = ROLE_ORDER.indexOf(role ?? '')
  return rank === -1 ? ROLE_ORDER.length : rank
}

/** Each side's squad in team-sheet order, by team id. */
export function squadsOf(players: readonly SquadPlayer[], sides: readonly Side[]): Record<string, string[]> {
  return Object.fromEntries(
    sides.map((side) => [
      side.id,
      players
        .filter((p) => p.team?._id === side.id)
        .sort((a, b) => roleRank(a.role) - roleRank(b.role) || (a.name ?? '').localeCompare(b.name ?? ''))
        .map((p) => p._id),
    ]),
  )
}

/**
 * The names a scorecard prints for the players of a match: the surname alone where it is the only one
 * of the match, the initial and surname where that tells them apart, the full name otherwise.
 */
export function printedNames(ids: Iterable<string>, full: (id: string) => string): (id: string) => string {
  const parts = new Map([...new Set(ids)].map((id) => [id, full(id).split(/\s+/).filter(Boolean)]))
  const surname = (w: string[]) => w.at(-1) ?? ''
  const initialled = (w: string[]) => (w.length > 1 ? `${w[0]![0]} ${surname(w)}` : surname(w))
  const count = (form: (w: string[]) => string) => {
    const seen = new Map<string, number>()
    for (const w of parts.values()) seen.set(form(w), (seen.get(form(w)) ?? 0) + 1)
    return seen
  }
  const surnames = count(surname)
  const initials = count(initialled)
  return (id) => {
    const w = parts.get(id)
    if (!w) return full(id)
    if (surnames.get(surname(w)) === 1) return surname(w)
    if (initials.get(initialled(w)) === 1) return initialled(w)
    return w.join(' ')
  }
}

/** Every player a scorecard names: both squads and anyone its deliveries hold. */
function matchPlayers(scorecard: Scorecard, squads: Record<string, string[]>): string[] {
  const ids = Object.values(squads).flat()
  for (const innings of scorecard.innings)
    for (const d of innings.deliveries) ids.push(d.batter, d.non_striker, d.bowler, ...(d.wickets ?? []).flatMap((w) => [w.player_out, ...(w.fielders ?? [])]))
  return ids
}

function inningsView(card: InningsCard, number: number, side: Side, inProgress: boolean, name: (id: string) => PlayerName): InningsView {
  return {
    number,
    team: side,
    inProgress,
    batting: card.batting.map((row) => ({
      player: name(row.player),
      howOut: row.howOut,
      out: row.out,
      batting: inProgress && !row.dismissal,
      runs: row.runs,
      balls: row.balls,
      fours: row.fours,
      sixes: row.sixes,
      strikeRate: rateText(row.strikeRate),
    })),
    yetToBat: card.yetToBat.map(name),
    extras: extrasText(card.extras),
    total: totalText(card),
    runRate: rateText(card.runRate),
    fallOfWickets: card.fallOfWickets.map((f) => ({wicket: f.wicket, runs: f.runs, player: name(f.player), overs: f.overs})),
    bowling: card.bowling.map((row) => ({
      player: name(row.player),
      overs: row.overs,
      maidens: row.maidens,
      runs: row.runs,
      wickets: row.wickets,
      economy: rateText(row.economy),
      wides: row.wides,
      noballs: row.noballs,
    })),
    partnerships: card.partnerships.map((p, i) => ({wicket: i + 1, batters: [name(p.batters[0]), name(p.batters[1])], runs: p.runs, balls: p.balls, unbroken: !p.ended})),
    perOver: card.overByOver.map((o) => ({runs: o.runs, wickets: o.wickets})),
  }
}

/** "Best over: the 5th, 18 runs." for each innings, after what the charts show. */
function chartCaption(innings: InningsView[]): string {
  const lines = innings.map((inn) => {
    const best = inn.perOver.reduce((top, o, i) => (o.runs > (inn.perOver[top]?.runs ?? -1) ? i : top), 0)
    const over = inn.perOver[best]
    const most = over ? `, the most in the ${ordinal(best + 1)} over (${over.runs})` : ''
    return `${inn.team.name} ${inn.total}${most}.`
  })
  return `Runs in each over, and the score at the end of each over. ${lines.join(' ')}`
}

/** The states of a match being played. */
export const LIVE_STATUSES: ReadonlySet<MatchState['status']> = new Set(['firstInnings', 'inningsBreak', 'secondInnings'])

/** The state of play, the page's view of it, and how the match names its players and sides (the
 * options its state was derived with, for anything else written from the same deliveries). */
export function matchScorecard({scorecard, rules, sides, players, directory}: MatchSources): {state: MatchState; view: MatchScorecardView; names: MatchOptions} {
  const side = (id: string) => sides.find((s) => s.id === id) ?? {id, name: 'Team', code: '?'}
  const squads = squadsOf(players, sides)
  const print = printedNames(matchPlayers(scorecard, squads), (id) => directory.name(id).name)
  const keepers = players.filter((p) => p.role === 'wicketKeeper').map((p) => p._id)
  const names: MatchOptions = {
    name: print,
    keepers,
    squads,
    teams: [sides[0].id, sides[1].id],
    shortName: (id) => side(id).code,
  }
  const state = deriveMatch(scorecard, rules, names)
  const live = LIVE_STATUSES.has(state.status)
  const innings = state.innings.map((card, i) => inningsView(card, i + 1, side(card.team), live && i === state.innings.length - 1 && !card.complete, directory.name))
  // While a match is played, the innings being batted comes first: what a fan opens the page for.
  const shown = [...innings].sort((a, b) => Number(b.inProgress) - Number(a.inProgress))
  const toss = scorecard.toss ? `${side(scorecard.toss.winner).name} won the toss and chose to ${scorecard.toss.decision}` : null
  return {
    state,
    names,
    view: {
      live,
      toss,
      innings: shown,
      chart: {innings: innings.map((i) => ({team: i.team.name, overs: i.perOver})), quota: rules.oversPerInnings, caption: chartCaption(innings)},
    },
  }
}

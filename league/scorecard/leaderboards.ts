// The season's leaderboards from the players' figures: the orange and purple caps, the best rates with a
// stated qualifying minimum, the best single innings and spells, sixes and player-of-the-match awards.
import {sharedRanks} from '../rank'
import type {PlayerSeason} from './stats'

/** Balls a batter must have faced to be ranked by strike rate (about two full innings' share in 8-over cricket). */
export const MIN_BALLS_FOR_STRIKE_RATE = 30
/** Balls a bowler must have bowled to be ranked by economy: six overs, three matches of a two-over quota. */
export const MIN_BALLS_FOR_ECONOMY = 36
/** Rows each leaderboard keeps. */
export const LEADERBOARD_SIZE = 10

/** A leaderboard row: players level on the board's measure share a rank (1, 2, 2, 4). */
export interface Ranked<T> {
  rank: number
  player: string
  team: string | null
  /** The board's measure (runs, wickets, a rate...). */
  value: number
  detail: T
}

/** The season's boards (see {@link leaderboards}); each is ranked, shared ranks for level players. */
export interface Leaderboards {
  /** Most runs: the orange cap is the first row. Level: higher strike rate first. */
  mostRuns: Ranked<{balls: number; innings: number; strikeRate: number | null}>[]
  /** Most wickets: the purple cap is the first row. Level: better economy first. */
  mostWickets: Ranked<{runs: number; balls: number; economy: number | null}>[]
  /** Best strike rate, from {@link MIN_BALLS_FOR_STRIKE_RATE} balls faced. Level: more runs first. */
  bestStrikeRate: Ranked<{runs: number; balls: number}>[]
  /** Best (lowest) economy, from {@link MIN_BALLS_FOR_ECONOMY} balls bowled. Level: more balls first. */
  bestEconomy: Ranked<{runs: number; balls: number; overs: string}>[]
  /** Highest single innings. Level: a not-out score first, then fewer balls. */
  highestScores: Ranked<{matchId: string; balls: number; notOut: boolean}>[]
  /** Best bowling in an innings: most wickets, then fewest runs (both make the rank). */
  bestBowling: Ranked<{matchId: string; wickets: number; runs: number; balls: number}>[]
  /** Most sixes. Level: more runs first. */
  mostSixes: Ranked<{runs: number}>[]
  /** Player-of-the-match awards. */
  playerOfMatch: Ranked<{matches: string[]}>[]
}

interface Entry<T> {
  player: string
  team: string | null
  value: number
  /** Equal keys share a rank; compared in order, each ascending (negate to rank highest first). */
  key: number[]
  /** Orders players sharing a rank, ascending. */
  tie: number[]
  detail: T
}

const compare = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!
  return 0
}

/** Sorts by key then tie-breaks then `order` (names, else ids), and numbers ranks, shared where keys are equal. */
function rank<T>(entries: Entry<T>[], order: (a: string, b: string) => number, size: number): Ranked<T>[] {
  const sorted = entries.sort((a, b) => compare(a.key, b.key) || compare(a.tie, b.tie) || order(a.player, b.player))
  const ranks = sharedRanks(sorted, (a, b) => compare(a.key, b.key) === 0)
  return sorted.map((e, i) => ({rank: ranks[i]!, player: e.player, team: e.team, value: e.value, detail: e.detail})).filter((r) => r.rank <= size)
}

/**
 * The season's leaderboards, each cut to `size` ranks (players sharing the last rank all stay). Ties beyond
 * each board's stated rule are ordered by `name` (alphabetically) when given, else by player id.
 */
export function leaderboards(
  seasons: Iterable<PlayerSeason>,
  opts: {name?: (player: string) => string; size?: number} = {},
): Leaderboards {
  const list = [...seasons]
  const name = opts.name ?? String
  const order = (a: string, b: string) => name(a).localeCompare(name(b)) || a.localeCompare(b)
  const size = opts.size ?? LEADERBOARD_SIZE
  const board = <T>(entries: Entry<T>[]) => rank(entries, order, size)
  const base = (s: PlayerSeason) => ({player: s.player, team: s.team})
  return {
    mostRuns: board(
      list.filter((s) => s.batting.runs > 0).map((s) => ({...base(s), value: s.batting.runs, key: [-s.batting.runs], tie: [-(s.batting.strikeRate ?? 0)], detail: {balls: s.batting.balls, innings: s.batting.innings, strikeRate: s.batting.strikeRate}})),
    ),
    mostWickets: board(
      list.filter((s) => s.bowling.wickets > 0).map((s) => ({...base(s), value: s.bowling.wickets, key: [-s.bowling.wickets], tie: [s.bowling.economy ?? Infinity], detail: {runs: s.bowling.runs, balls: s.bowling.balls, economy: s.bowling.economy}})),
    ),
    bestStrikeRate: board(
      list.filter((s) => s.batting.balls >= MIN_BALLS_FOR_STRIKE_RATE).map((s) => ({...base(s), value: s.batting.strikeRate!, key: [-s.batting.strikeRate!], tie: [-s.batting.runs], detail: {runs: s.batting.runs, balls: s.batting.balls}})),
    ),
    bestEconomy: board(
      list.filter((s) => s.bowling.balls >= MIN_BALLS_FOR_ECONOMY).map((s) => ({...base(s), value: s.bowling.economy!, key: [s.bowling.economy!], tie: [-s.bowling.balls], detail: {runs: s.bowling.runs, balls: s.bowling.balls, overs: s.bowling.overs}})),
    ),
    highestScores: board(
      list.flatMap((s) =>
        s.byMatch.flatMap((m) =>
          m.batting ? [{...base(s), value: m.batting.runs, key: [-m.batting.runs], tie: [m.batting.out ? 1 : 0, m.batting.balls], detail: {matchId: m.matchId, balls: m.batting.balls, notOut: !m.batting.out}}] : [],
        ),
      ),
    ),
    bestBowling: board(
      list.flatMap((s) =>
        s.byMatch.flatMap((m) =>
          m.bowling && m.bowling.wickets > 0
            ? [{...base(s), value: m.bowling.wickets, key: [-m.bowling.wickets, m.bowling.runs], tie: [m.bowling.balls], detail: {matchId: m.matchId, wickets: m.bowling.wickets, runs: m.bowling.runs, balls: m.bowling.balls}}]
            : [],
        ),
      ),
    ),
    mostSixes: board(list.filter((s) => s.batting.sixes > 0).map((s) => ({...base(s), value: s.batting.sixes, key: [-s.batting.sixes], tie: [-s.batting.runs], detail: {runs: s.batting.runs}}))),
    playerOfMatch: board(
      list.filter((s) => s.playerOfMatch.length > 0).map((s) => ({...base(s), value: s.playerOfMatch.length, key: [-s.playerOfMatch.length], tie: [], detail: {matches: s.playerOfMatch}})),
    ),
  }
}

/** Figures as scorecards print them: 3 wickets for 12 runs → "3/12". */
export const figuresText = (f: {wickets: number; runs: number}): string => `${f.wickets}/${f.runs}`

/** A score with its not-out star: "54*". */
export const scoreWithStar = (runs: number, notOut: boolean): string => `${runs}${notOut ? '*' : ''}`

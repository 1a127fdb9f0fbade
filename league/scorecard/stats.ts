// A season's player figures, computed from every match's deliveries: each player's batting, bowling and
// fielding, match by match, with bests and player-of-the-match awards.
import {oversText, perBalls} from './deliveries'
import {deriveInnings} from './derive'
import type {Scorecard, ScoringRules} from './types'

/** One match as the season's statistics read it. */
export interface StatsMatch {
  /** The caller's id for the match (document id or number), carried into each per-match line. */
  matchId: string
  scorecard: Scorecard
  /** Player ids of the player(s) of the match. */
  playerOfMatch?: readonly string[]
  /** Both sides' players who played (when known): a player who neither batted, bowled nor fielded still played. */
  players?: readonly string[]
}

/** A player's season batting. */
export interface BattingFigures {
  /** Innings batted (came to the crease). */
  innings: number
  notOuts: number
  runs: number
  balls: number
  fours: number
  sixes: number
  /** Best innings score; null before an innings. */
  highest: {runs: number; notOut: boolean; matchId: string} | null
  /** Runs per dismissal; null while never out. */
  average: number | null
  /** Runs per 100 balls; null before a ball faced. */
  strikeRate: number | null
  fifties: number
  hundreds: number
}

/** A player's season bowling. */
export interface BowlingFigures {
  /** Innings in which they bowled. */
  innings: number
  /** Legal balls, and as overs ("7.2"). */
  balls: number
  overs: string
  maidens: number
  runs: number
  wickets: number
  /** Best figures in an innings (most wickets, then fewest runs); null before bowling. */
  best: {wickets: number; runs: number; matchId: string} | null
  /** Runs per wicket; null without a wicket. */
  average: number | null
  /** Runs per over; null before a legal ball. */
  economy: number | null
  /** Balls per wicket; null without a wicket. */
  strikeRate: number | null
}

/** A player's season fielding. */
export interface FieldingFigures {
  /** Catches, caught-and-bowled included. */
  catches: number
  stumpings: number
  /** Run outs they took part in. */
  runOuts: number
}

/** A player's line in one match. */
export interface PlayerMatchLine {
  matchId: string
  /** Null when they did not bat. */
  batting: {runs: number; balls: number; fours: number; sixes: number; out: boolean; howOut: string} | null
  /** Null when they did not bowl. */
  bowling: {balls: number; overs: string; maidens: number; runs: number; wickets: number; economy: number | null} | null
  playerOfMatch: boolean
}

/** A player's whole season (see {@link seasonStats}). */
export interface PlayerSeason {
  player: string
  /** From the caller's player→team map, else the side they batted or bowled for; null when unknown. */
  team: string | null
  matches: number
  batting: BattingFigures
  bowling: BowlingFigures
  fielding: FieldingFigures
  /** Match ids of their player-of-the-match awards. */
  playerOfMatch: string[]
  /** In the order the matches were given. */
  byMatch: PlayerMatchLine[]
}

function emptySeason(player: string, team: string | null): PlayerSeason {
  return {
    player,
    team,
    matches: 0,
    batting: {innings: 0, notOuts: 0, runs: 0, balls: 0, fours: 0, sixes: 0, highest: null, average: null, strikeRate: null, fifties: 0, hundreds: 0},
    bowling: {innings: 0, balls: 0, overs: '0.0', maidens: 0, runs: 0, wickets: 0, best: null, average: null, economy: null, strikeRate: null},
    fielding: {catches: 0, stumpings: 0, runOuts: 0},
    playerOfMatch: [],
    byMatch: [],
  }
}

/**
 * Every player's season from the matches' scorecards, keyed by player id. `playerTeam` names each player's
 * side (the squads); without it a player's side is read from the innings they played in.
 */
export function seasonStats(matches: readonly StatsMatch[], rules: ScoringRules, playerTeam: Readonly<Record<string, string>> = {}): Map<string, PlayerSeason> {
  const seasons = new Map<string, PlayerSeason>()
  const season = (p: string, team: string | null) => seasons.get(p) ?? seasons.set(p, emptySeason(p, playerTeam[p] ?? team)).get(p)!
  for (const m of matches) {
    const sides = m.scorecard.innings.map((i) => i.team)
    const other = (team: string) => sides.find((t) => t !== team) ?? null
    const lines = new Map<string, PlayerMatchLine>()
    const line = (p: string, team: string | null) => {
      season(p, team)
      return lines.get(p) ?? lines.set(p, {matchId: m.matchId, batting: null, bowling: null, playerOfMatch: false}).get(p)!
    }
    for (const inn of m.scorecard.innings) {
      const card = deriveInnings(inn, rules)
      for (const r of card.batting) {
        line(r.player, inn.team).batting = {runs: r.runs, balls: r.balls, fours: r.fours, sixes: r.sixes, out: r.out, howOut: r.howOut}
        const b = season(r.player, inn.team).batting
        b.innings++
        if (!r.out) b.notOuts++
        b.runs += r.runs
        b.balls += r.balls
        b.fours += r.fours
        b.sixes += r.sixes
        if (r.runs >= 100) b.hundreds++
        else if (r.runs >= 50) b.fifties++
        if (!b.highest || r.runs > b.highest.runs || (r.runs === b.highest.runs && !r.out && b.highest.notOut === false))
          b.highest = {runs: r.runs, notOut: !r.out, matchId: m.matchId}
      }
      for (const r of card.bowling) {
        line(r.player, other(inn.team)).bowling = {balls: r.balls, overs: r.overs, maidens: r.maidens, runs: r.runs, wickets: r.wickets, economy: r.economy}
        const b = season(r.player, other(inn.team)).bowling
        b.innings++
        b.balls += r.balls
        b.maidens += r.maidens
        b.runs += r.runs
        b.wickets += r.wickets
        if (!b.best || r.wickets > b.best.wickets || (r.wickets === b.best.wickets && r.runs < b.best.runs)) b.best = {wickets: r.wickets, runs: r.runs, matchId: m.matchId}
      }
      for (const d of inn.deliveries)
        for (const w of d.wickets ?? []) {
          const fielders = w.kind === 'caught and bowled' ? [d.bowler] : (w.fielders ?? [])
          for (const f of fielders) {
            line(f, other(inn.team))
            const fielding = season(f, other(inn.team)).fielding
            if (w.kind === 'caught' || w.kind === 'caught and bowled') fielding.catches++
            if (w.kind === 'stumped') fielding.stumpings++
            if (w.kind === 'run out') fielding.runOuts++
          }
        }
    }
    for (const p of m.players ?? []) line(p, null)
    for (const p of m.playerOfMatch ?? []) {
      line(p, null).playerOfMatch = true
      season(p, null).playerOfMatch.push(m.matchId)
    }
    for (const [p, l] of lines) {
      const s = seasons.get(p)!
      s.matches++
      s.byMatch.push(l)
    }
  }
  for (const s of seasons.values()) {
    const {batting: bat, bowling: bowl} = s
    bat.average = bat.innings > bat.notOuts ? bat.runs / (bat.innings - bat.notOuts) : null
    bat.strikeRate = perBalls(bat.runs, bat.balls, 100)
    bowl.overs = oversText(bowl.balls, rules.ballsPerOver)
    bowl.economy = perBalls(bowl.runs, bowl.balls, rules.ballsPerOver)
    bowl.average = bowl.wickets ? bowl.runs / bowl.wickets : null
    bowl.strikeRate = bowl.wickets ? bowl.balls / bowl.wickets : null
  }
  return seasons
}

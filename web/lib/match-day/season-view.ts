// The season's figures as /matches/stats and the players' pages draw them (view-types.ts), from the
// statistics of league/scorecard (seasonStats, leaderboards): each board with its columns and its
// stated qualifying minimum, each player's season in tiles, match by match and at its best, every
// name and match linked.
import {
  figuresText,
  leaderboards,
  MIN_BALLS_FOR_ECONOMY,
  MIN_BALLS_FOR_STRIKE_RATE,
  oversText,
  rateText,
  scoreWithStar,
  seasonStats,
  type Leaderboards,
  type PlayerSeason,
  type Ranked,
  type Scorecard,
  type ScoringRules,
} from '../../../league/scorecard'
import {matchPath} from '../routes'
import type {PlayerDirectory} from './players'
import type {LeaderboardView, PlayerSeasonView, TeamName} from './view-types'

/** A match of the season as these pages name it. */
export type SeasonMatchInfo = {
  id: string
  number: number
  startsAt: string | null
  home: {id: string; name: string; code: string}
  away: {id: string; name: string; code: string}
  /** Player ids. */
  playerOfMatch: string[]
}

export type SeasonSources = {
  seasonYear: number
  rules: ScoringRules
  matches: readonly SeasonMatchInfo[]
  /** Scorecards by match id; matches without one count for nothing here. */
  scorecards: ReadonlyMap<string, Scorecard>
  directory: PlayerDirectory
  /** Each player's team id (the squads). */
  playerTeam: Readonly<Record<string, string>>
  team: (teamId: string) => TeamName
  /** A match's day as the page writes it. */
  date: (iso: string) => string
}

/** Every player's season, from the matches that have a scorecard, in the order they were played. */
export function seasonFigures({matches, scorecards, rules, playerTeam}: Pick<SeasonSources, 'matches' | 'scorecards' | 'rules' | 'playerTeam'>): Map<string, PlayerSeason> {
  const played = matches.flatMap((m) => {
    const scorecard = scorecards.get(m.id)
    return scorecard ? [{matchId: m.id, scorecard, playerOfMatch: m.playerOfMatch}] : []
  })
  return seasonStats(played, rules, playerTeam)
}

const col = (label: string, title: string) => ({label, title})

/** "Match 4 v GLA": a match as a player (or their team) played it. */
function matchLabel(sources: SeasonSources, matchId: string, teamId: string | null) {
  const m = sources.matches.find((x) => x.id === matchId)
  if (!m) return undefined
  const opponent = teamId === m.home.id ? m.away : teamId === m.away.id ? m.home : null
  return {label: `Match ${m.number}${opponent ? ` v ${opponent.code}` : ''}`, href: matchPath(sources.seasonYear, m.number)}
}

type Board<T> = {
  id: string
  title: string
  cap?: LeaderboardView['cap']
  qualifier?: string
  columns: LeaderboardView['columns']
  figures: (row: Ranked<T>) => string[]
  match?: (row: Ranked<T>) => string
}

function board<T>(rows: Ranked<T>[], spec: Board<T>, sources: SeasonSources): LeaderboardView {
  const {figures, match, ...head} = spec
  return {
    ...head,
    rows: rows.map((row) => ({
      rank: row.rank,
      player: sources.directory.name(row.player),
      team: row.team ? sources.team(row.team) : null,
      figures: figures(row),
      ...(match ? {match: matchLabel(sources, match(row), row.team)} : {}),
    })),
  }
}

/** The boards of /matches/stats, the two caps first. */
export function leaderboardViews(boards: Leaderboards, sources: SeasonSources): LeaderboardView[] {
  const bpo = sources.rules.ballsPerOver
  const overs = (balls: number) => oversText(balls, bpo)
  const rate = (n: number | null) => rateText(n)
  return [
    board(boards.mostRuns, {id: 'most-runs', title: 'Most runs', cap: 'orange', columns: [col('R', 'Runs'), col('Inns', 'Innings'), col('B', 'Balls'), col('SR', 'Strike rate')], figures: (r) => [String(r.value), String(r.detail.innings), String(r.detail.balls), rate(r.detail.strikeRate)]}, sources),
    board(boards.mostWickets, {id: 'most-wickets', title: 'Most wickets', cap: 'purple', columns: [col('W', 'Wickets'), col('O', 'Overs'), col('R', 'Runs'), col('Econ', 'Economy')], figures: (r) => [String(r.value), overs(r.detail.balls), String(r.detail.runs), rate(r.detail.economy)]}, sources),
    board(boards.bestStrikeRate, {id: 'best-strike-rate', title: 'Best strike rate', qualifier: `Runs per 100 balls, for batters who have faced at least ${MIN_BALLS_FOR_STRIKE_RATE} balls.`, columns: [col('SR', 'Strike rate'), col('R', 'Runs'), col('B', 'Balls')], figures: (r) => [rate(r.value), String(r.detail.runs), String(r.detail.balls)]}, sources),
    board(boards.bestEconomy, {id: 'best-economy', title: 'Best economy', qualifier: `Runs per over, for bowlers who have bowled at least ${overs(MIN_BALLS_FOR_ECONOMY)} overs.`, columns: [col('Econ', 'Economy'), col('O', 'Overs'), col('R', 'Runs')], figures: (r) => [rate(r.value), r.detail.overs, String(r.detail.runs)]}, sources),
    board(boards.highestScores, {id: 'highest-scores', title: 'Highest scores', columns: [col('R', 'Runs'), col('B', 'Balls')], figures: (r) => [scoreWithStar(r.value, r.detail.notOut), String(r.detail.balls)], match: (r) => r.detail.matchId}, sources),
    board(boards.bestBowling, {id: 'best-bowling', title: 'Best bowling', columns: [col('Fig', 'Figures (wickets/runs)'), col('O', 'Overs')], figures: (r) => [figuresText(r.detail), overs(r.detail.balls)], match: (r) => r.detail.matchId}, sources),
    board(boards.mostSixes, {id: 'most-sixes', title: 'Most sixes', columns: [col('6s', 'Sixes'), col('R', 'Runs')], figures: (r) => [String(r.value), String(r.detail.runs)]}, sources),
    board(boards.playerOfMatch, {id: 'player-of-the-match', title: 'Player of the match awards', columns: [col('Awards', 'Player of the match awards')], figures: (r) => [String(r.value)]}, sources),
  ]
}

/** Ranks each board of /matches/stats shows (more where players share the last): a phone reads all
 * eight boards in a few screens. */
export const STATS_BOARD_SIZE = 5

/** The leaderboards of the season, ready to draw. */
export function seasonLeaderboards(sources: SeasonSources): LeaderboardView[] {
  const seasons = seasonFigures(sources)
  return leaderboardViews(leaderboards(seasons.values(), {name: (id) => sources.directory.name(id).name, size: STATS_BOARD_SIZE}), sources)
}

const f = (label: string, value: string | number) => ({label, value: String(value)})

/** The season of a player no scorecard names yet. */
export const NO_SEASON: PlayerSeasonView = {batting: [], bowling: [], matches: [], bests: [], awards: []}

/** One player's season, ready to draw; a player no scorecard names has an empty one. */
export function playerSeasonView(playerId: string, sources: SeasonSources): PlayerSeasonView {
  const season = seasonFigures(sources).get(playerId)
  if (!season) return NO_SEASON
  const team = sources.playerTeam[playerId] ?? season.team
  const {batting: bat, bowling: bowl} = season
  const label = (matchId: string) => matchLabel(sources, matchId, team)
  const bests: PlayerSeasonView['bests'] = []
  const highest = bat.highest && label(bat.highest.matchId)
  if (bat.highest && highest) bests.push({label: 'Best batting', figure: scoreWithStar(bat.highest.runs, bat.highest.notOut), match: highest})
  const best = bowl.best && label(bowl.best.matchId)
  if (bowl.best && best && bowl.best.wickets > 0) bests.push({label: 'Best bowling', figure: figuresText(bowl.best), match: best})
  return {
    batting:
      bat.innings > 0
        ? [f('Matches', season.matches), f('Innings', bat.innings), f('Runs', bat.runs), f('Highest', scoreWithStar(bat.highest!.runs, bat.highest!.notOut)), f('Average', rateText(bat.average)), f('Strike rate', rateText(bat.strikeRate)), f('Not out', bat.notOuts), f('Fours', bat.fours), f('Sixes', bat.sixes)]
        : [],
    bowling:
      bowl.innings > 0
        ? [f('Innings', bowl.innings), f('Overs', bowl.overs), f('Wickets', bowl.wickets), f('Best', bowl.best ? figuresText(bowl.best) : '-'), f('Economy', rateText(bowl.economy)), f('Average', rateText(bowl.average)), f('Maidens', bowl.maidens)]
        : [],
    matches: season.byMatch.flatMap((line) => {
      const m = sources.matches.find((x) => x.id === line.matchId)
      const link = label(line.matchId)
      if (!m || !link) return []
      const opponent = team === m.home.id ? m.away : m.home
      return [
        {
          match: {label: `Match ${m.number}`, href: link.href, opponent: {name: opponent.name, code: opponent.code}, date: m.startsAt ? sources.date(m.startsAt) : ''},
          batting: line.batting ? `${scoreWithStar(line.batting.runs, !line.batting.out)} (${line.batting.balls})` : 'Did not bat',
          bowling: line.bowling ? `${figuresText(line.bowling)} (${line.bowling.overs})` : 'Did not bowl',
          playerOfMatch: line.playerOfMatch,
        },
      ]
    }),
    bests,
    awards: season.playerOfMatch.flatMap((id) => {
      const link = label(id)
      return link ? [link] : []
    }),
  }
}

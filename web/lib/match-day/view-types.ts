// What the fans' pages draw, ready to render: names in place of player ids, each with the address of
// the player's page, and numbers written as scorecards write them ("7.3" overs, "161.90" strike
// rate). Made from the derivations of league/scorecard by the selectors beside this file.

/** A player as a scorecard names them, with their page when they have one. */
export interface PlayerName {
  id: string
  name: string
  href: string | null
}

export interface BattingRow {
  player: PlayerName
  /** "c Kumar b Rao", "not out". */
  howOut: string
  out: boolean
  /** At the crease now (a live innings): marked on the card. */
  batting: boolean
  runs: number
  balls: number
  fours: number
  sixes: number
  /** Runs per 100 balls, two decimals; "-" before a ball is faced. */
  strikeRate: string
}

export interface BowlingRow {
  player: PlayerName
  overs: string
  maidens: number
  runs: number
  wickets: number
  economy: string
  wides: number
  noballs: number
}

export interface WicketFall {
  wicket: number
  runs: number
  player: PlayerName
  overs: string
}

export interface PartnershipRow {
  wicket: number
  batters: [PlayerName, PlayerName]
  runs: number
  balls: number
  /** Still together (the innings goes on, or it ended with them in). */
  unbroken: boolean
}

export interface InningsView {
  /** The innings' place in the match (1, 2): the anchor of its section. */
  number: number
  team: {id: string; name: string; code: string}
  /** Still being batted (a live match): "Yet to bat" rather than "Did not bat". */
  inProgress: boolean
  batting: BattingRow[]
  yetToBat: PlayerName[]
  /** "12 (w 5, nb 2, b 3, lb 2)". */
  extras: string
  /** "87/3 (9.2)", "142 all out (7.4)". */
  total: string
  /** Runs per over, "10.87". */
  runRate: string
  fallOfWickets: WicketFall[]
  bowling: BowlingRow[]
  partnerships: PartnershipRow[]
  /** Runs and wickets of each over bowled, for the charts. */
  perOver: {runs: number; wickets: number}[]
}

/** A side as a leaderboard names it: its code, with the name for those who need it. */
export interface TeamName {
  name: string
  code: string
}

/** One board of /matches/stats: the leaders by one figure, with the figures that explain it. */
export interface LeaderboardView {
  id: string
  title: string
  /** "Orange cap", "Purple cap": the caps the top of two boards wear. */
  cap?: 'orange' | 'purple'
  /** The qualifying minimum, stated under the title ("At least 30 balls faced"). */
  qualifier?: string
  /** The headings after the player: the figure ranked first, then the others. */
  columns: {label: string; title: string}[]
  rows: {rank: number; player: PlayerName; team: TeamName | null; figures: string[]; match?: {label: string; href: string}}[]
}

/** A player's match on their page: what they did with bat and ball, and the award. */
export interface PlayerMatchView {
  match: {label: string; href: string; opponent: TeamName; date: string}
  batting: string
  bowling: string
  playerOfMatch: boolean
}

/** A figure with its label, as the tiles of a player's page show it ("Runs 245"). */
export interface Figure {
  label: string
  value: string
}

/** A player's season on their page. */
export interface PlayerSeasonView {
  batting: Figure[]
  bowling: Figure[]
  matches: PlayerMatchView[]
  /** "78* v Oxygen Gladiators", with the match. */
  bests: {label: string; figure: string; match: {label: string; href: string}}[]
  awards: {label: string; href: string}[]
}

/** A match's scorecard on its page: both innings, the charts' numbers and what the card's top says. */
export interface MatchScorecardView {
  live: boolean
  /** "Oxygen Gladiators won the toss and chose to bat". */
  toss: string | null
  /** In the order to show them: the innings being batted first, then the match's order. */
  innings: InningsView[]
  chart: {innings: {team: string; overs: {runs: number; wickets: number}[]}[]; quota: number; caption: string}
}

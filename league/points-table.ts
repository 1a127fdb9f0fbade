// The points table for a season, computed from its matches: nobody types a standing in.
import {BALLS_PER_OVER, oversToBalls} from './overs'
import {ALL_OUT_WICKETS, type Innings, type MatchResultInput, type SeasonRules} from './types'

export interface TableRow {
  team: string
  played: number
  won: number
  lost: number
  tied: number
  noResult: number
  points: number
  runsFor: number
  ballsFaced: number
  runsAgainst: number
  ballsBowled: number
  /** Net run rate; 0 before a team has both batted and bowled. */
  nrr: number
}

/** Balls counted for an innings in NRR: a side bowled out is charged its full quota. */
export function nrrBalls(innings: Innings, quotaBalls: number): number {
  if (innings.allOut ?? innings.wickets >= ALL_OUT_WICKETS) return quotaBalls
  return innings.balls ?? oversToBalls(innings.overs) ?? quotaBalls
}

function emptyRow(team: string): TableRow {
  return {
    team,
    played: 0,
    won: 0,
    lost: 0,
    tied: 0,
    noResult: 0,
    points: 0,
    runsFor: 0,
    ballsFaced: 0,
    runsAgainst: 0,
    ballsBowled: 0,
    nrr: 0,
  }
}

/** Net run rate by the standard rule: runs per over scored minus runs per over conceded. */
export function netRunRate(row: Pick<TableRow, 'runsFor' | 'ballsFaced' | 'runsAgainst' | 'ballsBowled'>, ballsPerOver = BALLS_PER_OVER): number {
  if (row.ballsFaced === 0 || row.ballsBowled === 0) return 0
  return (row.runsFor * ballsPerOver) / row.ballsFaced - (row.runsAgainst * ballsPerOver) / row.ballsBowled
}

/**
 * Builds the table from every match of one season. Only completed and no-result matches count;
 * abandoned ones are treated as no result too (points shared, no runs counted).
 */
export function pointsTable(teams: string[], matches: MatchResultInput[], rules: SeasonRules): TableRow[] {
  const rows = new Map(teams.map((t) => [t, emptyRow(t)]))
  const row = (t: string) => rows.get(t) ?? rows.set(t, emptyRow(t)).get(t)!
  const ballsPerOver = rules.ballsPerOver ?? BALLS_PER_OVER
  const quota = rules.overs * ballsPerOver
  const headToHead = new Map<string, string>()

  for (const m of matches) {
    const home = row(m.homeTeam)
    const away = row(m.awayTeam)
    if (m.status === 'noResult' || m.status === 'abandoned') {
      for (const r of [home, away]) {
        r.played++
        r.noResult++
        r.points += rules.pointsNoResult
      }
      continue
    }
    if (m.status !== 'completed' || !m.home || !m.away) continue
    home.played++
    away.played++
    const hb = nrrBalls(m.home, quota)
    const ab = nrrBalls(m.away, quota)
    home.runsFor += m.home.runs
    home.ballsFaced += hb
    home.runsAgainst += m.away.runs
    home.ballsBowled += ab
    away.runsFor += m.away.runs
    away.ballsFaced += ab
    away.runsAgainst += m.home.runs
    away.ballsBowled += hb
    if (m.winner === 'tie' || !m.winner) {
      home.tied++
      away.tied++
      home.points += rules.pointsTie
      away.points += rules.pointsTie
    } else {
      const [w, l] = m.winner === m.homeTeam ? [home, away] : [away, home]
      w.won++
      l.lost++
      w.points += rules.pointsWin
      headToHead.set(`${w.team}>${l.team}`, w.team)
    }
  }

  const list = [...rows.values()].map((r) => ({...r, nrr: netRunRate(r, ballsPerOver)}))
  const h2h = (a: TableRow, b: TableRow) => {
    const aWins = headToHead.has(`${a.team}>${b.team}`) ? 1 : 0
    const bWins = headToHead.has(`${b.team}>${a.team}`) ? 1 : 0
    return bWins - aWins
  }
  return list.sort((a, b) => b.points - a.points || b.nrr - a.nrr || h2h(a, b) || a.team.localeCompare(b.team))
}

// Ball-by-ball commentary written from the deliveries alone, newest first: a line a ball ("6.5 Sharma to
// Joshi, FOUR"), a line at the end of each over (its runs, the score, the batters, the bowler's figures)
// and the milestones as the figures cross them (a batter's 25 and 50, three wickets in a spell, a
// hat-trick, a maiden). Nothing is typed by the scorer; the figures come from the innings card.
import {ballOutcome, runsBallsText, type BatterFigures} from './ball-text'
import {BOWLER_WICKET_KINDS, isBallFaced, isLegal, plural} from './deliveries'
import {deriveInnings, splitOvers, totalText, type InningsCard} from './derive'
import {deriveMatch, type MatchOptions} from './match'
import {figuresOmrw, spellFigures, spellOvers} from './spell'
import type {Delivery, InningsRecord, ScoringRules} from './types'

/** A batter's scores the commentary marks, with their word. */
export const BATTING_MILESTONES: readonly {runs: number; word: string}[] = [
  {runs: 25, word: '25'},
  {runs: 50, word: 'FIFTY'},
  {runs: 100, word: 'HUNDRED'},
]
/** Wickets in one spell the commentary marks, and the consecutive wickets of a hat-trick. */
export const SPELL_WICKETS_MILESTONE = 3
export const HAT_TRICK_WICKETS = 3

export type MilestoneKind = 'batting' | 'spellWickets' | 'hatTrick' | 'maiden'

export type CommentaryLine =
  | {kind: 'ball'; key: string; /** `6.5`: the over and the legal ball it is (a wide or no-ball: the next). */ ball: string; text: string; wicket: boolean}
  | {kind: 'over'; key: string; over: number; text: string}
  | {kind: 'milestone'; key: string; milestone: MilestoneKind; player: string; text: string}

export interface InningsCommentary {
  /** 1 for the first innings. */
  number: number
  team: string
  /** Newest first. */
  lines: CommentaryLine[]
}

const credited = (d: Delivery) => (d.wickets ?? []).filter((w) => BOWLER_WICKET_KINDS.has(w.kind)).length

/** Bowler-credited wickets of `bowler` in the spell bowling `d` (the `at`th delivery of over `over`), up to it. */
function spellWickets(overs: readonly Delivery[][], over: number, at: number, bowler: string): number {
  return spellOvers(overs, bowler, over).reduce(
    (n, i) => n + overs[i]!.filter((d, j) => d.bowler === bowler && (i < over || j <= at)).reduce((s, d) => s + credited(d), 0),
    0,
  )
}

function inningsLines(record: InningsRecord, number: number, card: InningsCard, rules: ScoringRules, opts: MatchOptions): CommentaryLine[] {
  const name = opts.name ?? String
  const overs = splitOvers(record.deliveries, rules.ballsPerOver)
  const batters = new Map<string, BatterFigures>()
  const figures = (p: string) => batters.get(p) ?? batters.set(p, {runs: 0, balls: 0}).get(p)!
  const streak = new Map<string, number>()
  const maidens = new Map<string, number>()
  const lines: CommentaryLine[] = []
  let bowled = 0
  overs.forEach((over, o) => {
    let legal = 0
    over.forEach((d, at) => {
      const key = `${number}-${bowled + at}`
      const ball = `${o}.${legal + 1}`
      if (isLegal(d)) legal++
      const mine = figures(d.batter)
      const before = mine.runs
      mine.runs += d.runs.batter
      if (isBallFaced(d)) mine.balls++
      const wicket = (d.wickets ?? []).length > 0
      lines.push({kind: 'ball', key, ball, text: `${name(d.bowler)} to ${name(d.batter)}, ${ballOutcome(d, figures, opts)}`, wicket})
      for (const m of BATTING_MILESTONES.filter((m) => before < m.runs && mine.runs >= m.runs))
        lines.push({kind: 'milestone', key: `${key}-${m.runs}`, milestone: 'batting', player: d.batter, text: `${m.word} for ${name(d.batter)}: ${mine.runs} off ${plural(mine.balls, 'ball')}`})
      const taken = credited(d)
      if (taken) {
        const inSpell = spellWickets(overs, o, at, d.bowler)
        if (inSpell - taken < SPELL_WICKETS_MILESTONE && inSpell >= SPELL_WICKETS_MILESTONE) {
          const spell = spellFigures(record.deliveries.slice(0, bowled + at + 1), rules, d.bowler)!
          lines.push({kind: 'milestone', key: `${key}-spell`, milestone: 'spellWickets', player: d.bowler, text: `${plural(inSpell, 'wicket')} in the spell for ${name(d.bowler)}: ${figuresOmrw(spell)}`})
        }
      }
      // A wide or no-ball without a wicket neither extends nor breaks a hat-trick.
      const run = taken ? (streak.get(d.bowler) ?? 0) + taken : isLegal(d) ? 0 : (streak.get(d.bowler) ?? 0)
      if (run >= HAT_TRICK_WICKETS && run - taken < HAT_TRICK_WICKETS)
        lines.push({kind: 'milestone', key: `${key}-hat-trick`, milestone: 'hatTrick', player: d.bowler, text: `HAT-TRICK for ${name(d.bowler)}!`})
      streak.set(d.bowler, run)
    })
    bowled += over.length
    const complete = legal === rules.ballsPerOver
    if (!complete && !(o === overs.length - 1 && card.complete)) return
    lines.push(...overEnd(record, bowled, number, o + 1, complete, rules, opts, figures, maidens))
  })
  return lines.reverse()
}

/** The lines at an over's end (or the innings' end mid-over): a maiden, then the summary. */
function overEnd(
  record: InningsRecord,
  bowled: number,
  number: number,
  over: number,
  complete: boolean,
  rules: ScoringRules,
  opts: MatchOptions,
  figures: (p: string) => BatterFigures,
  maidens: Map<string, number>,
): CommentaryLine[] {
  const name = opts.name ?? String
  const short = opts.shortName ?? String
  const sofar = deriveInnings({team: record.team, deliveries: record.deliveries.slice(0, bowled)}, rules, opts)
  const last = record.deliveries[bowled - 1]!
  const row = sofar.bowling.find((r) => r.player === last.bowler)!
  const summary = sofar.overByOver.at(-1)!
  const lines: CommentaryLine[] = []
  if (row.maidens > (maidens.get(row.player) ?? 0))
    lines.push({kind: 'milestone', key: `${number}-o${over}-maiden`, milestone: 'maiden', player: row.player, text: `Maiden over by ${name(row.player)}`})
  maidens.set(row.player, row.maidens)
  const gone = new Set((last.wickets ?? []).map((w) => w.player_out))
  const inCrease = [last.batter, last.non_striker].filter((p) => !gone.has(p)).map((p) => `${name(p)} ${runsBallsText(figures(p))}`)
  const head = complete ? `End of over ${over}` : `End of the innings (${sofar.overs} overs)`
  const took = [plural(summary.runs, 'run'), ...(summary.wickets ? [plural(summary.wickets, 'wicket')] : [])].join(', ')
  const parts = [`${head}: ${took}`, `${short(record.team)} ${totalText(sofar)}`, ...(inCrease.length ? [inCrease.join(', ')] : []), `${name(row.player)} ${figuresOmrw(row)}`]
  lines.push({kind: 'over', key: `${number}-o${over}`, over, text: parts.join(' · ')})
  return lines
}

/** The match's commentary, innings by innings, newest innings first (see {@link CommentaryLine}). */
export function commentary(scorecard: Parameters<typeof deriveMatch>[0], rules: ScoringRules, opts: MatchOptions = {}): InningsCommentary[] {
  const state = deriveMatch(scorecard, rules, opts)
  return scorecard.innings
    .map((record, i) => ({number: i + 1, team: record.team, lines: inningsLines(record, i + 1, state.innings[i]!, rules, opts)}))
    .reverse()
}

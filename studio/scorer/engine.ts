// PLACEHOLDER: the one module through which the tool calls the league's scoring engine
// (web/lib/league/scorecard/scoring.ts and derive.ts, branch md-model). Signatures only until it lands.
import type {Delivery, Scorecard, ScoringRules, WicketKind} from '../../web/lib/league/scorecard/types'
import type {PadTap} from './keypad'
import type {WicketTap} from './wicket-flow'

export type Crease = {striker?: string; nonStriker?: string; bowler?: string}

/** Where the current innings stands after its last ball. */
export type InningsState = {
  /** Who is at each end and who bowls the over under way; undefined where a pick is due. */
  crease: Crease
  /** The bowler of the last completed over (who may not bowl the next). */
  previousBowler?: string
  /** The next ball starts a new over: the tool asks for its bowler. */
  newOver: boolean
  /** No more balls in this innings (all out, overs done, target reached). */
  over: boolean
  /** The balls of the over under way as the scoreboard writes them ("1", "4", "wd", "W"). */
  thisOver: string[]
  /** Batters already out. */
  out: ReadonlySet<string>
}

export declare function inningsState(scorecard: Scorecard, index: number, rules: ScoringRules): InningsState
export declare function recordBall(scorecard: Scorecard, index: number, crease: Required<Crease>, tap: PadTap | ({kind: 'wicket'} & WicketTap), rules: ScoringRules): {delivery: Delivery} | {refusal: string}
export declare function bowlerRefusal(scorecard: Scorecard, index: number, bowler: string, rules: ScoringRules): string | undefined
export declare function batterRefusal(scorecard: Scorecard, index: number, batter: string): string | undefined
export declare function scoreLine(scorecard: Scorecard, codes: Record<string, string>, rules: ScoringRules): string
export declare const WICKET_KINDS_WITH_FIELDER: ReadonlySet<WicketKind>
export declare const WICKET_KINDS_EITHER_BATTER: ReadonlySet<WicketKind>

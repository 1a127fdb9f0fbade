// How a dismissal is written on a scorecard: "c Kumar b Rao", "lbw b Rao", "run out (Kumar)", "st †Nair b Rao".
import type {Wicket} from './types'

/** How the scorecard names people: a player's printed name, and who kept wicket (marked †). */
export interface NameOptions {
  /** A player's name as the scorecard prints it (usually the surname); the id itself when not given. */
  name?: (playerId: string) => string
  /** Player ids of the wicketkeepers: a catch or stumping by one is written with a dagger, "c †Nair b Rao". */
  keepers?: readonly string[]
}

/** The text a batter who has not been dismissed shows in the how-out column. */
export const NOT_OUT = 'not out'

/** A fielder's printed name, with the keeper's dagger; "sub" when the scorer recorded no fielder. */
function fielderName(fielders: readonly string[] | undefined, opts: NameOptions, keeper = false): string {
  const id = fielders?.[0]
  if (!id) return 'sub'
  const printed = (opts.name ?? String)(id)
  return keeper || opts.keepers?.includes(id) ? `†${printed}` : printed
}

/**
 * The how-out text of one dismissal by `bowler` (the bowler of the delivery), in the conventional forms:
 * `b Rao`, `c Kumar b Rao`, `c †Nair b Rao` (a keeper's catch), `c & b Rao`, `lbw b Rao`, `st †Nair b Rao`,
 * `hit wicket b Rao`, `run out (Kumar)` / `run out (Kumar/Nair)` / `run out`, and the kind itself for the rest
 * (`retired hurt`, `retired out`, `obstructing the field`, `hit the ball twice`, `handled the ball`, `timed out`).
 */
export function howOutText(wicket: Pick<Wicket, 'kind' | 'fielders'>, bowler: string, opts: NameOptions = {}): string {
  const name = opts.name ?? String
  const b = `b ${name(bowler)}`
  switch (wicket.kind) {
    case 'bowled':
      return b
    case 'caught':
      return `c ${fielderName(wicket.fielders, opts)} ${b}`
    case 'caught and bowled':
      return `c & ${b}`
    case 'lbw':
      return `lbw ${b}`
    case 'stumped':
      return `st ${fielderName(wicket.fielders, opts, true)} ${b}`
    case 'hit wicket':
      return `hit wicket ${b}`
    case 'run out': {
      const fielders = (wicket.fielders ?? []).map(name)
      return fielders.length ? `run out (${fielders.join('/')})` : 'run out'
    }
    default:
      return wicket.kind
  }
}

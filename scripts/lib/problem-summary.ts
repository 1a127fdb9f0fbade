// The validator's output, bounded: a dataset with twenty thousand copies of one mistake (a scorecard
// naming a new stranger on every ball) is told in a few lines, each kind of problem listed a few times
// and then counted, so a volunteer reads what to fix rather than scrolling past it.
import type {Problem} from './dataset-checks'

/** Problems of one kind (one document, one message but for the names and numbers in it) listed in full. */
export const MAX_PROBLEMS_LISTED_PER_KIND = 5

/** Lines of problems printed in all; the rest are counted in one line. */
export const MAX_PROBLEM_LINES = 200

/** What makes problems alike: their document and their message, with quoted names and numbers left out. */
const kindOf = (problem: Problem) => `${problem.id}\0${problem.message.replace(/"[^"]*"/g, '"…"').replace(/\d+(?:[.,]\d+)*/g, '#')}`

/** One line per problem: `keyDate-auction: badge — "SOON" is not one of TENTATIVE, SEASON START, FINALS`. */
export const formatProblem = (problem: Problem) => `${problem.id}: ${problem.path} — ${problem.message}`

/** The lines to print for these problems: each kind's first few, a count of the rest of each, and at most
 * MAX_PROBLEM_LINES lines in all. */
export function problemLines(problems: readonly Problem[]): string[] {
  const byKind = new Map<string, Problem[]>()
  for (const problem of problems) {
    const kind = kindOf(problem)
    const list = byKind.get(kind) ?? byKind.set(kind, []).get(kind)!
    list.push(problem)
  }
  const lines: string[] = []
  for (const list of byKind.values()) {
    lines.push(...list.slice(0, MAX_PROBLEMS_LISTED_PER_KIND).map(formatProblem))
    const more = list.length - MAX_PROBLEMS_LISTED_PER_KIND
    if (more > 0) lines.push(`${list[0]!.id}: … and ${more.toLocaleString('en')} more like the above`)
  }
  if (lines.length <= MAX_PROBLEM_LINES) return lines
  const rest = lines.length - MAX_PROBLEM_LINES
  return [...lines.slice(0, MAX_PROBLEM_LINES), `… and ${rest.toLocaleString('en')} more lines of problems: fix the above and run again`]
}

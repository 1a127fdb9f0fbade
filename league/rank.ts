// Places in a list sorted best first, as sport ranks them: equal values share a place and the next
// place skips as many as shared it (1, 2, 2, 4), so a tie never reads as one side ahead.

/** The place of each value of a list sorted best first (highest first, or by `same` equality). */
export function sharedRanks<T>(sorted: readonly T[], same: (a: T, b: T) => boolean = Object.is): number[] {
  const ranks: number[] = []
  sorted.forEach((value, i) => {
    const previous = sorted[i - 1]
    ranks.push(i > 0 && previous !== undefined && same(previous, value) ? ranks[i - 1]! : i + 1)
  })
  return ranks
}

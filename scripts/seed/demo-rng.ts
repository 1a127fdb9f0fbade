// The demo's randomness, repeatable: seeds from names and the draws the demo season and the match-day
// player make, over the league simulator's seeded generator, so the same seed always plays the same cricket.
import {seededRandom, type Random} from '../../league/scorecard/simulate'

/** Numbers in [0, 1); seededRandom (the league's simulator's mulberry32) makes a repeatable one. */
export type Rng = Random
export {seededRandom}

/** A seed from a text (FNV-1a), e.g. a match's id: each match plays its own repeatable game. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  return hash
}

/** A whole number in [0, n). */
export const below = (rng: Rng, n: number) => Math.floor(rng() * n)

/** A number in [min, max). */
export const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min)

/** One of `items`, each as likely as its weight. */
export function weighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0)
  let pick = rng() * total
  for (const [item, weight] of items) {
    pick -= weight
    if (pick < 0) return item
  }
  return items.at(-1)![0]
}

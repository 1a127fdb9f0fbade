// The demo's randomness, repeatable: a small seeded generator (mulberry32) and the helpers the demo
// season and the match-day player draw with, so the same seed always plays the same cricket.

export type Rng = () => number

/** A generator of numbers in [0, 1) fixed by `seed`. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

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

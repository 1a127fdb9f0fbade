// Players as the fans' pages name them: each id a scorecard holds turned into the player's name and
// page, and the slugs that have a page (for generateStaticParams, the sitemap and the proxy's list of
// addresses). A player's page needs a slug an address can carry; anyone without one is named, unlinked.
import {playerPath} from '../routes'
import type {PlayerName} from './view-types'

/** What the directory reads of a player (the players query's fields). */
export type PlayerEntry = {_id: string; name: string | null; slug: string | null; team?: {_id: string; name: string | null} | null}

/** Slugs as Sanity's slugify writes them: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const SLUG_MAX = 96

export const isPlayerSlug = (slug: unknown): slug is string => typeof slug === 'string' && slug.length <= SLUG_MAX && SLUG.test(slug)

/** The name a scorecard prints for a player the dataset no longer has. */
export const UNKNOWN_PLAYER = 'Unknown player'

/** The slugs with a page: valid, and each once (should two players share one, the first by name keeps it). */
export function playerPageSlugs(players: readonly PlayerEntry[]): string[] {
  return [...new Set(players.flatMap((p) => (p.name?.trim() && isPlayerSlug(p.slug) ? [p.slug] : [])))]
}

export type PlayerDirectory = {
  name: (id: string) => PlayerName
  bySlug: (slug: string) => PlayerEntry | null
}

export function playerDirectory(players: readonly PlayerEntry[]): PlayerDirectory {
  const pages = new Set(playerPageSlugs(players))
  const byId = new Map<string, PlayerName>()
  const bySlug = new Map<string, PlayerEntry>()
  for (const p of players) {
    const name = p.name?.trim()
    if (!name) continue
    const linked = isPlayerSlug(p.slug) && pages.has(p.slug) && !bySlug.has(p.slug)
    if (linked) bySlug.set(p.slug!, p)
    byId.set(p._id, {id: p._id, name, href: linked ? playerPath(p.slug!) : null})
  }
  return {
    name: (id) => byId.get(id) ?? {id, name: UNKNOWN_PLAYER, href: null},
    bySlug: (slug) => bySlug.get(slug) ?? null,
  }
}

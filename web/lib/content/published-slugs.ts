// Which news slugs are published, for the proxy: an unknown /news/<slug> is answered as a 404 before
// it renders, so made-up slugs cost no cache entry. The list is remembered per dataset version on the
// embedded backend, and for SLUG_LIST_TTL_MS on Sanity (the webhook forgets it at once when a note
// changes). The proxy runs in its own module graph, so the memo lives on globalThis for the webhook.
import {SLUG_LIST_TTL_MS} from '../limits'
import {contentFetch, contentVersion} from './fetch'
import {withLastGood} from './last-good'
import {publishedNewsSlugsQuery} from './queries'

type Memo = {version: string; at: number; slugs: Set<string>}
type Store = {memo?: Memo}

const STORE = Symbol.for('opl.published-note-slugs')
const store = (): Store => ((globalThis as {[STORE]?: Store})[STORE] ??= {})

/** Forget the remembered list (the webhook calls this when a team note or post changes). */
export function forgetPublishedSlugs(): void {
  store().memo = undefined
}

async function publishedSlugs(now: number): Promise<Set<string>> {
  const version = await contentVersion()
  const {memo} = store()
  const fresh = version.startsWith('embedded:') || now - (memo?.at ?? 0) < SLUG_LIST_TTL_MS
  if (memo && memo.version === version && fresh) return memo.slugs
  // Through the outage breaker: while the backend is failing, the last list answers at once.
  const slugs = await withLastGood('published-note-slugs', ['teamNote', 'post'], () => contentFetch<Array<string | null>>(publishedNewsSlugsQuery))
  const next = {version, at: now, slugs: new Set(slugs.filter((slug): slug is string => typeof slug === 'string'))}
  store().memo = next
  return next.slugs
}

/** True or false when the backend answers; undefined when it cannot tell (the page then decides). */
export async function isPublishedSlug(slug: string, now = Date.now()): Promise<boolean | undefined> {
  try {
    return (await publishedSlugs(now)).has(slug)
  } catch (error) {
    console.error(`[news] could not list published slugs: ${error instanceof Error ? error.message : String(error)}`)
    return undefined
  }
}

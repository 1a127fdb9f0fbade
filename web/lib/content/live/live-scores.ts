// The live scores (GET /api/live/scores), computed once per change of the content on each server however
// many pages ask: a data-cache entry under every content tag, and while it is being computed the pages
// that ask meanwhile wait for that one computation (the data cache itself would compute once per asker
// until the first answer is stored). Not the route's own cache: the page cache
// (@fortedigital/nextjs-cache-handler) stores a route handler's answer without its tags, so a change
// would not expire it.
import 'server-only'
import {draftMode} from 'next/headers'
import {unstable_cache} from 'next/cache'
import {currentLiveVersion} from '../../live/hub'
import {liveScoresOf} from '../../live/live-scores'
import type {LiveScores} from '../../live/scores'
import {contentVersion} from '../fetch'
import {getLeagueSeason} from '../getters'
import {CONTENT_TAGS} from '../tags'

/** Computations under way, by the content's version and the last change this server announced: a page
 * asking after a change never joins a computation begun before it. On globalThis, like the hub. */
const IN_FLIGHT = Symbol.for('opl.live-scores-in-flight')

function inFlight(): Map<string, Promise<LiveScores>> {
  const scope = globalThis as {[IN_FLIGHT]?: Map<string, Promise<LiveScores>>}
  return (scope[IN_FLIGHT] ??= new Map())
}

const compute = async () => liveScoresOf(await getLeagueSeason())

export async function getLiveScores(): Promise<LiveScores> {
  // A draft preview's scores are the drafts', never cached.
  if ((await draftMode()).isEnabled) return compute()
  const version = await contentVersion()
  const key = `${version}\n${currentLiveVersion()}`
  const running = inFlight()
  let scores = running.get(key)
  if (!scores) {
    scores = unstable_cache(compute, ['live-scores', version], {tags: [...CONTENT_TAGS]})().finally(() => running.delete(key))
    running.set(key, scores)
  }
  return scores
}

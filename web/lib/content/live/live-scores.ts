// The live scores (GET /api/live/scores) computed once per change of the content on each server, however
// many pages ask: a data-cache entry under every content tag. Not the route's own cache: the page cache
// (@fortedigital/nextjs-cache-handler) stores a route handler's answer without its tags, so a change
// would not expire it.
import 'server-only'
import {draftMode} from 'next/headers'
import {unstable_cache} from 'next/cache'
import {liveScoresOf} from '../../live/live-scores'
import type {LiveScores} from '../../live/scores'
import {contentVersion} from '../fetch'
import {getLeagueSeason} from '../getters'
import {CONTENT_TAGS} from '../tags'

export async function getLiveScores(): Promise<LiveScores> {
  // A draft preview's scores are the drafts', never cached.
  if ((await draftMode()).isEnabled) return liveScoresOf(await getLeagueSeason())
  const compute = async () => liveScoresOf(await getLeagueSeason())
  return unstable_cache(compute, ['live-scores', await contentVersion()], {tags: [...CONTENT_TAGS]})()
}

// The phone's queue of the scorer's writes: TanStack Query mutations under one key, run one after another per
// scorecard (`scope`), paused while the network is away (`networkMode: 'offlineFirst'`) and kept in the
// browser's storage the moment they are made (`persistQueryClient` + a sync storage persister), so a reload
// or a closed browser finds them again and sends them, in order, when the network is back. One queue per page.
import {type Mutation, onlineManager, QueryClient} from '@tanstack/react-query'
import {createSyncStoragePersister} from '@tanstack/query-sync-storage-persister'
import {persistQueryClient} from '@tanstack/react-query-persist-client'
import type {Mut} from '@sanity/mutator'
import {type Committed, commitWrite, type CommitClient, type QueuedWrite, ScoringMovedError} from './commit'
import {SCORER_QUEUE_MAX_AGE_MS, SCORER_RETRY_MAX_MS} from './limits'
import {type SavedCopy, savedCopyKey, withCommitted} from './saved-copy'

/** The key every scorer write is queued under (its defaults say how a restored write is sent). */
export const SCORER_WRITE_KEY = ['scorer-write'] as const
/** Where the waiting writes are kept on the phone; the buster changes when their shape does. */
const STORAGE_KEY = 'opl-scorer-queue'
const STORAGE_BUSTER = 'scorer-writes-1'

/** What the queue needs of Sanity's client (`useClient`). */
export type QueueClient = CommitClient & {fetch: <T>(query: string, params: Record<string, unknown>) => Promise<T>}
/** A match's first ball marks it Live and links it to its scorecard (so lists show the score), queued behind
 * the ball. */
export type MarkLive = {kind: 'markLive'; matchId: string; scorecardId?: string}
export type QueueItem = ({kind: 'scorecard'} & QueuedWrite) | MarkLive

/** The match's published copy and draft: whether each still says Scheduled (or nothing), and names a scorecard. */
const MATCH_COPIES = '*[_id in [$id, "drafts." + $id]]{_id, "scheduled": !defined(status) || status == "scheduled", "linked": defined(scorecard)}'
type MatchCopy = {_id: string; scheduled: boolean; linked: boolean}

/** The patches that mark each copy of the match Live and link it to its scorecard, where not yet done. */
export function markLiveMutations(copies: MatchCopy[], scorecardId?: string): Mut[] {
  const scorecard = scorecardId && {_type: 'reference', _ref: scorecardId.replace(/^drafts\./, ''), _weak: true}
  return copies.flatMap((copy): Mut[] => {
    const set = {...(copy.scheduled ? {status: 'live'} : {}), ...(scorecard && !copy.linked ? {scorecard} : {})}
    return Object.keys(set).length ? [{patch: {id: copy._id, set}}] : []
  })
}

async function send(client: QueueClient, item: QueueItem): Promise<Committed | null> {
  if (item.kind === 'scorecard') return commitWrite(client, item)
  const id = item.matchId.replace(/^drafts\./, '')
  const mutations = markLiveMutations(await client.fetch<MatchCopy[]>(MATCH_COPIES, {id}), item.scorecardId)
  if (mutations.length) await client.mutate(mutations, {visibility: 'sync'})
  return null
}

/** Tried again: anything that did not reach the Content Lake or that it could not take just now; never a
 * write it refused (4xx) or one for a match now scored on another phone. */
const isTransient = (error: unknown) => {
  if (error instanceof ScoringMovedError) return false
  const status = (error as {statusCode?: number} | null)?.statusCode
  return status === undefined || status === 409 || status === 429 || status >= 500
}

const waiting = (mutation: Mutation<unknown, Error, unknown>) => mutation.state.status === 'pending'

let queue: {queryClient: QueryClient; ready: Promise<void>} | undefined

/** The page's one queue, sending through `client`; on first use it restores what a previous page left
 * waiting and sends it. */
export function scorerQueue(client: QueueClient) {
  if (queue) return queue
  // TanStack Query takes the page as online until it hears otherwise; a page loaded offline hears nothing.
  onlineManager.setOnline(navigator.onLine)
  const queryClient = new QueryClient({
    defaultOptions: {
      // Kept as long as the storage keeps them: the saved copy has no component watching it between matches.
      queries: {gcTime: Infinity},
      mutations: {
        networkMode: 'offlineFirst',
        retry: (_count, error) => isTransient(error),
        retryDelay: (count) => Math.min(1000 * 2 ** count, SCORER_RETRY_MAX_MS),
        gcTime: Infinity,
      },
    },
  })
  queryClient.setMutationDefaults(SCORER_WRITE_KEY, {
    mutationFn: (item: QueueItem) => send(client, item),
    onSuccess: (committed: Committed | null, item: QueueItem) => {
      if (committed && item.kind === 'scorecard') queryClient.setQueryData(savedCopyKey(item.documentId), (copy?: SavedCopy) => withCommitted(copy, committed))
    },
  })
  const persister = createSyncStoragePersister({storage: window.localStorage, key: STORAGE_KEY, throttleTime: 0})
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: SCORER_QUEUE_MAX_AGE_MS,
    buster: STORAGE_BUSTER,
    // Every write not yet answered is kept, the one on its way too: a replay of it is a no-op.
    dehydrateOptions: {shouldDehydrateMutation: waiting, shouldDehydrateQuery: (query) => query.queryKey[0] === savedCopyKey('')[0]},
  })
  // A restored write was paused or on its way when the page went: both are sent again, in their order
  // (the queue's scope holds each back until the one before it is answered).
  const ready = restored.then(() => {
    for (const mutation of queryClient.getMutationCache().getAll().filter(waiting)) void mutation.continue().catch(() => undefined)
  })
  queue = {queryClient, ready}
  return queue
}

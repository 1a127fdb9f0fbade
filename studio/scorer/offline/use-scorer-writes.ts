// The scorer's tool's side of the queue: `save(patches)` queues one write, and the tool shows at once the
// scorecard with every write still waiting applied, in order, on top of the newest copy it knows (the
// form's, or the one this phone last saved); `status` is what the state line says.
import {onlineManager, useMutation, useMutationState, useQuery} from '@tanstack/react-query'
import {useCallback, useSyncExternalStore} from 'react'
import type {FormPatch} from 'sanity'
import type {ScorerDevice, ScorerLock} from './commit'
import {type QueueItem, SCORER_WRITE_KEY} from './queue'
import {newestCopy, type SavedCopy, savedCopyKey} from './saved-copy'
import {applyWrites, type Doc, toWrites, type Write} from './writes'

type Entry = {item: QueueItem; status: 'idle' | 'pending' | 'success' | 'error'; error?: string}

export type SaveStatus = {online: boolean; waitingBalls: number; waitingChanges: number; failed: string[]}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener)
export const useOnline = () => useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline(), () => true)

/** The scorecard the tool shows: `start` with the writes not yet answered applied, in queue order. */
export function withWaiting(start: Doc, entries: Entry[]): Doc {
  return entries.reduce((doc, {item, status}) => (item.kind === 'scorecard' && status === 'pending' ? applyWrites(doc, item.writes) : doc), start)
}

const ballsIn = (writes: Write[]) => writes.reduce((n, w) => n + (w.op === 'insert' && w.path.includes('deliveries') ? w.items.length : 0), 0)

export function useScorerWrites({documentId, value, by}: {documentId: string; value: Doc; by: ScorerDevice}) {
  const scope = {id: `scorer:${documentId}`}
  const {mutate} = useMutation<unknown, Error, QueueItem>({mutationKey: SCORER_WRITE_KEY, scope})
  const entries = useMutationState({
    filters: {mutationKey: SCORER_WRITE_KEY, predicate: (m) => m.options.scope?.id === scope.id},
    select: (m): Entry => ({item: m.state.variables as QueueItem, status: m.state.status, error: m.state.error?.message}),
  })
  // Read from the queue's store only: the copy is written there as each write is answered.
  const {data: saved} = useQuery<SavedCopy | null>({queryKey: savedCopyKey(documentId), queryFn: () => null, enabled: false})
  const online = useOnline()
  const view = withWaiting(newestCopy(value, saved ?? undefined), entries)
  const lock = view.scorer as ScorerLock | undefined
  const lockedElsewhere = Boolean(lock?.device && lock.device !== by.device)

  const queueWrite = useCallback(
    (writes: Write[], options: {takeOver?: boolean} = {}) => {
      const claim: Write[] = lock?.device === by.device ? [] : [{op: 'set', path: ['scorer'], value: {...by, at: new Date().toISOString()}}]
      const base: Doc = {_id: documentId, _type: 'scorecard', ...(view.match ? {match: view.match} : {})}
      mutate({kind: 'scorecard', documentId, base, writes: [...claim, ...writes], by, balls: ballsIn(writes), ...options})
    },
    [by, documentId, lock?.device, mutate, view.match],
  )
  const save = useCallback((patches: FormPatch[]) => queueWrite(toWrites(patches)), [queueWrite])
  const takeOver = useCallback(() => queueWrite([], {takeOver: true}), [queueWrite])
  const markLive = useCallback((matchId: string) => mutate({kind: 'markLive', matchId, scorecardId: documentId}), [documentId, mutate])

  const waiting = entries.flatMap((e) => (e.status === 'pending' && e.item.kind === 'scorecard' ? [e.item] : []))
  const status: SaveStatus = {
    online,
    waitingBalls: waiting.reduce((n, item) => n + item.balls, 0),
    waitingChanges: waiting.filter((item) => item.balls === 0).length,
    failed: entries.filter((e) => e.status === 'error').map((e) => e.error ?? 'unknown error'),
  }
  return {view, save, takeOver, markLive, status, lock, lockedElsewhere}
}

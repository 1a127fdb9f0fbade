// How one of the scorer's writes reaches the Content Lake: read the scorecard, leave out what it already holds
// (a replay), refuse it when scoring has moved to another phone, and commit the rest in one transaction tied
// to the revision just read. A write that lost a race with another change is read and tried again.
import {type Mut, Mutation} from '@sanity/mutator'
import {SCORER_COMMIT_ATTEMPTS} from './limits'
import {changes, type Doc, toMutations, withoutReplays, type Write} from './writes'

/** The phone scoring a match, as the scorecard's `scorer` field records it. */
export type ScorerDevice = {device: string; name: string}
export type ScorerLock = ScorerDevice & {at?: string}

/** One queued write: the scorecard it changes (and what it starts from, if it does not exist yet). */
export type QueuedWrite = {
  documentId: string
  base: Doc
  writes: Write[]
  by: ScorerDevice
  /** Set when the scorer chose to take scoring over from another phone. */
  takeOver?: boolean
  /** How many balls this write adds, for the tool's "balls waiting". */
  balls: number
}

/** What the commit needs of Sanity's client (`useClient`): read one document, run one transaction. */
export type CommitClient = {
  getDocument: (id: string) => Promise<Doc | undefined>
  mutate: (mutations: Mut[], options: {visibility: 'sync'}) => Promise<{transactionId: string}>
}

/** Scoring of this match moved to another phone: the write is not made (two innings are never merged). */
export class ScoringMovedError extends Error {
  constructor(readonly lock: ScorerLock) {
    super(`This match is now being scored on ${lock.name}. This phone's waiting balls were not saved.`)
    this.name = 'ScoringMovedError'
  }
}

const isRevisionConflict = (error: unknown) => (error as {statusCode?: number} | null)?.statusCode === 409

/** A write's answer: its transaction (none when the Content Lake already held it all), the revision it was
 * made on, and the scorecard as it now stands. */
export type Committed = {transactionId: string | null; readRevision: string | null; document: Doc}

export async function commitWrite(client: CommitClient, write: QueuedWrite): Promise<Committed> {
  for (let attempt = 1; ; attempt++) {
    const doc = (await client.getDocument(write.documentId)) ?? null
    const lock = doc?.scorer as ScorerLock | undefined
    if (lock?.device && lock.device !== write.by.device && !write.takeOver) throw new ScoringMovedError(lock)
    const claim: Write[] = lock?.device === write.by.device ? [] : [{op: 'set', path: ['scorer'], value: {...write.by, at: new Date().toISOString()}}]
    const fresh = doc && changes(doc, write.writes) ? withoutReplays(doc, write.writes) : doc ? [] : write.writes
    const readRevision = doc?._rev ?? null
    if (!fresh.length && !claim.length) return {transactionId: null, readRevision, document: doc ?? write.base}
    const [first, ...rest] = toMutations(write.documentId, [...claim, ...fresh])
    const guarded = doc ? {patch: {...first!.patch!, ifRevisionID: doc._rev}} : first!
    const mutations: Mut[] = [...(doc ? [] : [{createIfNotExists: {...write.base, _id: write.documentId}} as Mut]), guarded as Mut, ...rest]
    try {
      const {transactionId} = await client.mutate(mutations, {visibility: 'sync'})
      // The Content Lake applies the transaction with this same mutator: the scorecard as it now stands.
      const document = new Mutation({mutations, resultRev: transactionId}).apply((doc ?? null) as never) as unknown as Doc
      return {transactionId, readRevision, document}
    } catch (error) {
      if (!isRevisionConflict(error) || attempt >= SCORER_COMMIT_ATTEMPTS) throw error
    }
  }
}

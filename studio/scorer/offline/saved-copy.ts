// The scorecard as this phone last saved it, kept with the queue: after a reload (even offline) the form's
// copy may be one the phone's own saved balls have since replaced, and the tool must still show them. The
// form's copy wins as soon as it is not one of those replaced revisions (it has caught up, or someone else
// changed the scorecard since).
import type {Committed} from './commit'
import {SCORER_REVISIONS_KEPT} from './limits'
import type {Doc} from './writes'

export type SavedCopy = {document: Doc; replaced: string[]}

export const savedCopyKey = (documentId: string) => ['scorer-saved-copy', documentId] as const

/** The copy after one more answered write. */
export function withCommitted(copy: SavedCopy | undefined, committed: Committed): SavedCopy {
  const replaced = [...(copy?.replaced ?? []), ...(committed.readRevision && committed.transactionId ? [committed.readRevision] : [])]
  return {document: committed.document, replaced: replaced.slice(-SCORER_REVISIONS_KEPT)}
}

/** What the tool starts from: the form's copy, unless this phone has saved over that revision since. */
export function newestCopy(form: Doc, copy: SavedCopy | undefined): Doc {
  if (!copy || copy.document._id !== form._id) return form
  const behind = !form._rev ? Boolean(copy.document._rev) : form._rev !== copy.document._rev && copy.replaced.includes(form._rev)
  return behind ? copy.document : form
}

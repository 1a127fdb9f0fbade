// Publish waits for the form's checks: while an edit is still being saved or checked the button is
// disabled (its tooltip says why), so there is no moment in which a document with errors can be
// published, or a press that only later turns into "could not publish".
// The Studio's validation status carries the document's newest revision as soon as an edit lands, next to
// the markers of the revision checked before it, so "the revision matches and nothing is being checked"
// can describe an edit that has not been checked at all. The revision shown is therefore checked here
// (Sanity's own `validateDocument`), and Publish waits until that check says it has no errors.
import {useEffect, useRef, useState} from 'react'
import {
  type DocumentActionComponent,
  type DocumentActionProps,
  type SanityDocument,
  useSyncState,
  useValidationStatus,
  useWorkspace,
  validateDocument,
  type Workspace,
} from 'sanity'

/** What the disabled Publish says while the checks run, and once they found an error. */
export const CHECKING_TITLE = 'Checking the latest edits…'
export const ERRORS_TITLE = 'Mend what the form marks in red first.'

/** One wrapper per action, so the action keeps its identity (and its state) each time the actions are listed. */
const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>()

/** The document's actions with Publish waiting for the checks; the others as they are. */
export const withSettledPublish = (actions: DocumentActionComponent[]) => actions.map((action) => (action.action === 'publish' ? settledPublish(action) : action))

type Checked = {revision: string; valid: boolean}

/** Whether the document's revision as shown has been checked and has no errors (undefined while checking). */
function useCheckedRevision(document: SanityDocument | null | undefined, workspace: Workspace): boolean | undefined {
  const [checked, setChecked] = useState<Checked>()
  // Checked once per revision: the same revision may come back as a new object.
  const latest = useRef(document)
  useEffect(() => {
    latest.current = document
  })
  const revision = document?._rev
  useEffect(() => {
    const shown = latest.current
    if (!revision || !shown) return
    let current = true
    validateDocument({document: shown, workspace, environment: 'studio'}).then(
      (markers) => current && setChecked({revision, valid: !markers.some((marker) => marker.level === 'error')}),
      () => current && setChecked({revision, valid: false}),
    )
    return () => {
      current = false
    }
  }, [revision, workspace])
  return revision && checked?.revision === revision ? checked.valid : undefined
}

/** Sanity's own publish action, disabled until the document's last edit is saved and checked error-free. */
function settledPublish(publish: DocumentActionComponent): DocumentActionComponent {
  const known = wrapped.get(publish)
  if (known) return known
  const SettledPublish: DocumentActionComponent = (props: DocumentActionProps) => {
    const description = publish(props)
    const shown = props.version ?? props.draft ?? props.published
    const validation = useValidationStatus(shown?._id ?? props.id, props.type, !props.release)
    const {isSyncing} = useSyncState(props.id, props.type)
    const valid = useCheckedRevision(shown, useWorkspace())
    const settled = !isSyncing && !validation.isValidating && valid === true
    // The button is drawn a moment after this render: a press in that moment reads this, not what it shows.
    const settledNow = useRef(settled)
    useEffect(() => {
      settledNow.current = settled
    })
    if (!description || description.disabled) return description
    if (!settled) return {...description, disabled: true, title: valid === false ? ERRORS_TITLE : CHECKING_TITLE}
    return {...description, onHandle: () => (settledNow.current ? description.onHandle?.() : undefined)}
  }
  SettledPublish.action = publish.action
  SettledPublish.displayName = 'SettledPublish'
  wrapped.set(publish, SettledPublish)
  return SettledPublish
}

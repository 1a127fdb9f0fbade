// Publish waits for the form's checks: while an edit is still being saved or validated the button is
// disabled (its tooltip says why), so there is no moment in which a document with errors can be
// published, or a press that only later turns into "could not publish".
import {type DocumentActionComponent, type DocumentActionProps, useSyncState, useValidationStatus} from 'sanity'

/** What the disabled Publish says while the checks run. */
export const CHECKING_TITLE = 'Checking the latest edits…'

/** One wrapper per action, so the action keeps its identity (and its state) each time the actions are listed. */
const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>()

/** The document's actions with Publish waiting for the checks; the others as they are. */
export const withSettledPublish = (actions: DocumentActionComponent[]) => actions.map((action) => (action.action === 'publish' ? settledPublish(action) : action))

/** Sanity's own publish action, disabled until the document's last edit is saved and validated. */
function settledPublish(publish: DocumentActionComponent): DocumentActionComponent {
  const known = wrapped.get(publish)
  if (known) return known
  const SettledPublish: DocumentActionComponent = (props: DocumentActionProps) => {
    const description = publish(props)
    const shown = props.version ?? props.draft ?? props.published
    const validation = useValidationStatus(shown?._id ?? props.id, props.type, !props.release)
    const {isSyncing} = useSyncState(props.id, props.type)
    if (!description || description.disabled) return description
    const settled = !isSyncing && !validation.isValidating && validation.revision === shown?._rev
    return settled ? description : {...description, disabled: true, title: CHECKING_TITLE}
  }
  SettledPublish.action = publish.action
  SettledPublish.displayName = 'SettledPublish'
  wrapped.set(publish, SettledPublish)
  return SettledPublish
}

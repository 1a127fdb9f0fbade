// Draft preview tools for the root layout: the visual-editing overlays the Studio's presentation tool
// talks to. Rendered only in draft mode, and loaded lazily, so published pages ship none of it.
import {draftMode} from 'next/headers'
import {perspectiveChangeAction, variantChangeAction} from 'next-sanity/visual-editing/server-actions'
import {LazyVisualEditing} from './lazy-visual-editing'

export async function DraftTools() {
  if (!(await draftMode()).isEnabled) return null
  return <LazyVisualEditing onPerspectiveChange={perspectiveChangeAction} onVariantChange={variantChangeAction} />
}

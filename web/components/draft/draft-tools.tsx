// Draft preview tools for the root layout: the visual-editing overlays the Studio's presentation tool
// talks to. Loaded only in draft mode, so published pages ship none of their JavaScript.
import {draftMode} from 'next/headers'

export async function DraftTools() {
  if (!(await draftMode()).isEnabled) return null
  const {VisualEditing} = await import('next-sanity/visual-editing')
  return <VisualEditing />
}

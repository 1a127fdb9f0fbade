'use client'
// next-sanity's visual-editing overlays, fetched only when rendered (draft mode). React.lazy rather
// than next-sanity's own next/dynamic wrapper: the root layout's client bundle, which every page
// loads, then carries no lazy-loading machinery for a component fans never see.
import {lazy, Suspense, type ComponentProps} from 'react'

const VisualEditing = lazy(() =>
  import('next-sanity/visual-editing/client-component').then((m) => ({default: m.VisualEditing})),
)

export function LazyVisualEditing(props: ComponentProps<typeof VisualEditing>) {
  return (
    <Suspense fallback={null}>
      <VisualEditing {...props} />
    </Suspense>
  )
}

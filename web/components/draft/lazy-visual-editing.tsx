'use client'
// next-sanity's visual-editing overlays, fetched only when rendered (draft mode). React.lazy rather
// than next-sanity's own next/dynamic wrapper: the root layout's client bundle, which every page
// loads, then carries no lazy-loading machinery for a component fans never see.
// A Studio edit (a refresh with source "mutation") re-renders the page's server components, so the
// Presentation tab shows a draft as it is typed: draft reads are never cached, on either backend.
import {useRouter} from 'next/navigation'
import {lazy, Suspense, useCallback, type ComponentProps} from 'react'

const VisualEditing = lazy(() =>
  import('next-sanity/visual-editing/client-component').then((m) => ({default: m.VisualEditing})),
)

type Props = Omit<ComponentProps<typeof VisualEditing>, 'refresh'>
type Refresh = NonNullable<ComponentProps<typeof VisualEditing>['refresh']>

/** How long the Presentation tab shows its refreshing state after asking for one. */
const REFRESH_SETTLE_MS = 1_000

export function LazyVisualEditing(props: Props) {
  const router = useRouter()
  const refresh = useCallback<Refresh>(
    (payload) => {
      // With live preview the page updates itself; nothing here uses it, but a refresh would only repeat it.
      if (payload.source === 'mutation' && payload.livePreviewEnabled) return false
      router.refresh()
      return new Promise<void>((resolve) => setTimeout(resolve, REFRESH_SETTLE_MS))
    },
    [router],
  )
  return (
    <Suspense fallback={null}>
      <VisualEditing {...props} refresh={refresh} />
    </Suspense>
  )
}

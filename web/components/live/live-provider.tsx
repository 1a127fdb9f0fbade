'use client'
// The page's one live connection, mounted once in the root layout (components/layout/site-document.tsx):
// the event stream (lib/live/connection.ts) feeds the score islands through React Query (one request for
// the scores per change, shared by every island on the page) and calls the listeners of useLiveChange().
import {QueryClient, QueryClientProvider} from '@tanstack/react-query'
import {useEffect, useMemo, useState, type ReactNode} from 'react'
import {CONTENT_TAGS} from '@/lib/content/tags'
import {connectLive} from '@/lib/live/connection'
import {touchesScores} from '@/lib/live/scores'
import {LiveContext, type LiveChange} from './live-context'

/** The scores of one version never change; a failed ask is tried twice more before the island waits for
 * the next change. */
const makeQueryClient = () => new QueryClient({defaultOptions: {queries: {staleTime: Infinity, gcTime: 60_000, retry: 2}}})

export function LiveProvider({children}: {children: ReactNode}) {
  const [queryClient] = useState(makeQueryClient)
  const [scoresVersion, setScoresVersion] = useState<string | null>(null)
  const [listeners] = useState(() => new Set<(change: LiveChange) => void>())

  useEffect(() => {
    let last: string | null = null
    return connectLive((message) => {
      const first = last === null
      // Connected again after a while away (a hidden tab, a dropped network): what changed meanwhile is
      // not known, only that the content moved on.
      const tags = message.type === 'change' ? message.tags : !first && message.version !== last ? [...CONTENT_TAGS] : []
      last = message.version
      if (first || touchesScores(tags)) setScoresVersion(message.version)
      if (tags.length) for (const listener of [...listeners]) listener({version: message.version, tags})
    })
  }, [listeners])

  const value = useMemo(
    () => ({
      scoresVersion,
      subscribe: (listener: (change: LiveChange) => void) => {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    }),
    [scoresVersion, listeners],
  )
  return (
    <QueryClientProvider client={queryClient}>
      <LiveContext.Provider value={value}>{children}</LiveContext.Provider>
    </QueryClientProvider>
  )
}

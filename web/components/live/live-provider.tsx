'use client'
// The page's one live connection, mounted once in the root layout (components/layout/site-document.tsx):
// the event stream (lib/live/connection.ts) brings the scores with its hello and with each change that
// moves one, into React Query's cache, where every score island reads them (no request of the page's
// own per ball), and calls the listeners of useLiveChange(). <html data-live="open"> once it has answered.
import {QueryClient, QueryClientProvider} from '@tanstack/react-query'
import {useEffect, useMemo, useState, type ReactNode} from 'react'
import {CONTENT_TAGS} from '@/lib/content/tags'
import {connectLive} from '@/lib/live/connection'
import {LiveContext, type LiveChange} from './live-context'
import {LIVE_SCORES_KEY} from './use-live'

export function LiveProvider({children}: {children: ReactNode}) {
  const [queryClient] = useState(() => new QueryClient())
  const [listeners] = useState(() => new Set<(change: LiveChange) => void>())

  useEffect(() => {
    let last: string | null = null
    const stop = connectLive((message) => {
      document.documentElement.dataset.live = 'open'
      if (message.scores) queryClient.setQueryData(LIVE_SCORES_KEY, message.scores)
      // Connected again after a while away (a hidden tab, a dropped network): what changed meanwhile is
      // not known, only that the content moved on.
      const tags = message.type === 'change' ? message.tags : last !== null && message.version !== last ? [...CONTENT_TAGS] : []
      last = message.version
      if (tags.length) for (const listener of [...listeners]) listener({version: message.version, tags})
    })
    return () => {
      stop()
      delete document.documentElement.dataset.live
    }
  }, [queryClient, listeners])

  const value = useMemo(
    () => ({
      subscribe: (listener: (change: LiveChange) => void) => {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    }),
    [listeners],
  )
  return (
    <QueryClientProvider client={queryClient}>
      <LiveContext.Provider value={value}>{children}</LiveContext.Provider>
    </QueryClientProvider>
  )
}

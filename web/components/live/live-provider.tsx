'use client'
// The page's one live connection, mounted once in the root layout (components/layout/site-document.tsx):
// the event stream (lib/live/connection.ts) brings the scores with its hello and with each change that
// moves one, into the page's live store (live-context.ts), where every score island reads them (no
// request of the page's own per ball), and calls the listeners of useLiveChange(). <html data-live="open">
// once it has answered.
import {useEffect, useState, type ReactNode} from 'react'
import {CONTENT_TAGS} from '../../../league/site/tags'
import {connectLive} from '@/lib/live/connection'
import {createLiveStore, LiveContext} from './live-context'

export function LiveProvider({children}: {children: ReactNode}) {
  const [store] = useState(createLiveStore)

  useEffect(() => {
    let last: string | null = null
    const stop = connectLive((message) => {
      document.documentElement.dataset.live = 'open'
      if (message.scores) store.setScores(message.scores)
      // Connected again after a while away (a hidden tab, a dropped network): what changed meanwhile is
      // not known, only that the content moved on.
      const tags = message.type === 'change' ? message.tags : last !== null && message.version !== last ? [...CONTENT_TAGS] : []
      last = message.version
      if (tags.length) store.announce({version: message.version, tags})
    })
    return () => {
      stop()
      delete document.documentElement.dataset.live
    }
  }, [store])

  return <LiveContext.Provider value={store.context}>{children}</LiveContext.Provider>
}

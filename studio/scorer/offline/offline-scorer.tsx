// The scorer's tool on the phone's queue: every tap is queued (queue.ts) and shown at once on top of the
// form's copy, the state line says what is waiting, and a match held by another phone is shown as such
// until this one takes it over.
import {QueryClientProvider} from '@tanstack/react-query'
import {useMemo, useState} from 'react'
import {useCurrentUser} from 'sanity'
import {useOfflineShell} from '../../offline-shell/use-offline-shell'
import type {ScorecardValue} from '../document'
import type {ScorerMatch} from '../match-query'
import {ScorerTool} from '../scorer-tool'
import {ScorerQueueContext} from './context'
import {deviceId, deviceName} from './device'
import {SaveState, ScoredElsewhere} from './save-state'
import {useScorerQueue} from './use-queue'
import {useScorerWrites} from './use-scorer-writes'
import type {Doc} from './writes'

type Props = {documentId: string; value: ScorecardValue | undefined; match: ScorerMatch; readOnly: boolean}

export function OfflineScorer(props: Props) {
  const queryClient = useScorerQueue()
  return (
    <QueryClientProvider client={queryClient}>
      <QueuedScorer {...props} />
    </QueryClientProvider>
  )
}

function QueuedScorer({documentId, value, match, readOnly}: Props) {
  const user = useCurrentUser()
  const by = useMemo(() => {
    const device = deviceId()
    return {device, name: deviceName(user?.name, device)}
  }, [user?.name])
  const formCopy = {_type: 'scorecard', ...value, _id: documentId} as Doc
  const {view, save, takeOver, markLive, status, lock, lockedElsewhere} = useScorerWrites({documentId, value: formCopy, by})
  const actions = useMemo(() => ({markLive}), [markLive])
  const shell = useOfflineShell()
  // The Studio makes its form read-only while its connection is away; a form this phone could write once
  // stays writable for the tool, whose writes wait in the queue.
  const [wasWritable, setWasWritable] = useState(!readOnly)
  if (!readOnly && !wasWritable) setWasWritable(true)
  return (
    <ScorerQueueContext.Provider value={actions}>
      <ScorerTool
        value={view as ScorecardValue}
        match={match}
        save={save}
        readOnly={lockedElsewhere || (readOnly && !wasWritable)}
        status={
          <>
            {lockedElsewhere && lock ? <ScoredElsewhere lock={lock} onTakeOver={takeOver} /> : null}
            <SaveState status={status} shell={shell} />
          </>
        }
      />
    </ScorerQueueContext.Provider>
  )
}

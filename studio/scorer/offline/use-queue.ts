// The page's scorer queue through the Studio's own client, and the scorecard as this phone last saved it
// (what the form shows may be an older copy the Studio read back from its cache while offline).
import {useQuery} from '@tanstack/react-query'
import {useClient} from 'sanity'
import {STUDIO_API_VERSION} from '../match-query'
import {type QueueClient, scorerQueue} from './queue'
import {type SavedCopy, savedCopyKey} from './saved-copy'
import type {Doc} from './writes'

export function useScorerQueue() {
  const client = useClient({apiVersion: STUDIO_API_VERSION})
  return scorerQueue({
    getDocument: (id) => client.getDocument<Doc>(id),
    mutate: (mutations, options) => client.mutate(mutations as never, options),
    fetch: (query, params) => client.fetch(query, params),
  } satisfies QueueClient).queryClient
}

/** The scorecard as this phone last saved it, if it has. */
export function useSavedScorecard(documentId: string): Doc | undefined {
  const queryClient = useScorerQueue()
  const {data} = useQuery<SavedCopy | null>({queryKey: savedCopyKey(documentId), queryFn: () => null, enabled: false}, queryClient)
  return data?.document
}

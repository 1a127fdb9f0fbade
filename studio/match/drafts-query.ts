// One GROQ answer for a form, read through the Studio's own client as the volunteer sees the content
// (drafts perspective), asked again whenever the query's parameters change.
import {useEffect, useState} from 'react'
import {useClient} from 'sanity'
import {STUDIO_API_VERSION} from '../scorer/match-query'

/** The query's answer for these parameters: undefined while it is asked (or when `params` is null), null
 * when it could not be had. */
export function useDraftsQuery<T>(query: string, params: Record<string, unknown> | null): T | null | undefined {
  const client = useClient({apiVersion: STUDIO_API_VERSION})
  const key = params && JSON.stringify(params)
  const [answer, setAnswer] = useState<{for: string; value: T | null}>()
  useEffect(() => {
    if (!key) return
    let current = true
    client
      .withConfig({perspective: 'drafts'})
      .fetch<T>(query, JSON.parse(key) as Record<string, unknown>)
      .then(
        (value) => current && setAnswer({for: key, value}),
        () => current && setAnswer({for: key, value: null}),
      )
    return () => {
      current = false
    }
  }, [client, query, key])
  return key && answer?.for === key ? answer.value : undefined
}

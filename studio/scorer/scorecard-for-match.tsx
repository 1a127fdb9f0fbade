// From a match to its scorecard without picking the match by hand: the "Score this match" document action
// and the link at the top of a match's form both open the match's scorecard, or a new one made from the
// `scorecard-for-match` template (its `match` already set), under an id derived from the match so two
// volunteers pressing at once open the same document.
import {useEffect, useState} from 'react'
import {type DocumentActionComponent, type Template, useClient} from 'sanity'
import {useRouter, type IntentParameters} from 'sanity/router'
import {STUDIO_API_VERSION} from './match-query'

export const SCORECARD_TEMPLATE_ID = 'scorecard-for-match'

/** The template a new scorecard starts from: the match it scores. */
export const scorecardForMatch: Template<{matchId?: string}, {match?: {_type: 'reference'; _ref: string}}> = {
  id: SCORECARD_TEMPLATE_ID,
  title: 'Scorecard for a match',
  schemaType: 'scorecard',
  parameters: [{name: 'matchId', type: 'string'}],
  value: (params) => (params?.matchId ? {match: {_type: 'reference', _ref: params.matchId}} : {}),
}

/** The id a match's first scorecard gets. */
export const scorecardIdFor = (matchId: string) => `scorecard-${matchId.replace(/^drafts\./, '')}`

/** Where "Score this match" goes: the match's scorecard, once it is known whether it has one. */
export function useScorecardIntent(matchId: string): IntentParameters | undefined {
  const client = useClient({apiVersion: STUDIO_API_VERSION})
  const [existing, setExisting] = useState<{for: string; id: string | null}>()
  useEffect(() => {
    let current = true
    client
      .withConfig({perspective: 'drafts'})
      .fetch<string | null>('*[_type == "scorecard" && match._ref == $matchId][0]._id', {matchId})
      .then((id) => current && setExisting({for: matchId, id}), () => current && setExisting({for: matchId, id: null}))
    return () => {
      current = false
    }
  }, [client, matchId])
  if (existing?.for !== matchId) return undefined
  if (existing.id) return {type: 'scorecard', id: existing.id}
  return [{type: 'scorecard', id: scorecardIdFor(matchId), template: SCORECARD_TEMPLATE_ID}, {matchId}]
}

/** A new scorecard is a `create` intent (with its template's parameters); an existing one is `edit`. */
export const intentOf = (params: IntentParameters) => (Array.isArray(params) ? 'create' : 'edit')

/** "Score this match", in a match's document actions. */
export const ScoreThisMatchAction: DocumentActionComponent = ({id}) => {
  const router = useRouter()
  const params = useScorecardIntent(id)
  return {
    label: 'Score this match',
    disabled: !params,
    onHandle: () => {
      if (params) router.navigateIntent(intentOf(params), params)
    },
  }
}
ScoreThisMatchAction.displayName = 'ScoreThisMatchAction'

// "Write the report", in a played match's document actions: creates the match report as a draft post (the
// match and both teams referenced, the headline said from the result) and opens it. Offered only on a
// completed match that no post names yet; the post's id comes from the match, so a second press (or a
// second volunteer) opens the same draft.
import {useEffect, useState} from 'react'
import {type DocumentActionComponent, useClient} from 'sanity'
import {useRouter} from 'sanity/router'
import {STUDIO_API_VERSION} from '../scorer/match-query'
import {MATCH_FOR_REPORT_QUERY, type MatchForReport, reportDraftFor} from './result-fields'

const REPORT_QUERY = 'count(*[_type == "post" && match._ref == $matchId]) > 0'

/** Whether a post (draft or published) already reports the match; undefined while it is being asked. */
function useHasReport(matchId: string) {
  const client = useClient({apiVersion: STUDIO_API_VERSION})
  const [answer, setAnswer] = useState<{for: string; has: boolean}>()
  useEffect(() => {
    let current = true
    client
      .withConfig({perspective: 'drafts'})
      .fetch<boolean>(REPORT_QUERY, {matchId})
      .then((has) => current && setAnswer({for: matchId, has}), () => current && setAnswer({for: matchId, has: false}))
    return () => {
      current = false
    }
  }, [client, matchId])
  return answer?.for === matchId ? answer.has : undefined
}

export const WriteReportAction: DocumentActionComponent = ({id, draft, published}) => {
  const client = useClient({apiVersion: STUDIO_API_VERSION})
  const router = useRouter()
  const hasReport = useHasReport(id)
  const [busy, setBusy] = useState(false)
  const played = (draft ?? published)?.status === 'completed'
  if (!played || hasReport !== false) return null
  return {
    label: 'Write the report',
    title: 'Start the match report: a draft post with this match, its teams and a headline from the result',
    disabled: busy,
    onHandle: async () => {
      setBusy(true)
      try {
        const match = await client.withConfig({perspective: 'drafts'}).fetch<MatchForReport | null>(MATCH_FOR_REPORT_QUERY, {id})
        const report = match && reportDraftFor(match, new Date())
        if (!report) return
        await client.createIfNotExists(report)
        router.navigateIntent('edit', {id: report._id.replace(/^drafts\./, ''), type: 'post'})
      } finally {
        setBusy(false)
      }
    },
  }
}
WriteReportAction.displayName = 'WriteReportAction'

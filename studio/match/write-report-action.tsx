// "Write the report", in a played match's document actions and in its banner beside "Open the scorecard":
// creates the match report as a draft post (the match and both teams referenced, the headline said from
// the result) and opens it. Offered only on a completed match that no post names yet; the post's id comes
// from the match, so a second press (or a second volunteer) opens the same draft.
import {useCallback, useEffect, useState} from 'react'
import {type DocumentActionComponent, useClient} from 'sanity'
import {useRouter} from 'sanity/router'
import {STUDIO_API_VERSION} from '../scorer/match-query'
import {ReportButton} from './match.styles'
import {MATCH_FOR_REPORT_QUERY, type MatchForReport, reportDraftFor} from './result-fields'

const REPORT_QUERY = 'count(*[_type == "post" && match._ref == $matchId]) > 0'

export const WRITE_REPORT = 'Write the report'
const WRITE_REPORT_TITLE = 'Start the match report: a draft post with this match, its teams and a headline from the result'

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

/** Whether the match is offered a report (played, none yet), and the press that writes and opens it. */
function useWriteReport(matchId: string, status: unknown) {
  const client = useClient({apiVersion: STUDIO_API_VERSION})
  const router = useRouter()
  const hasReport = useHasReport(matchId)
  const [busy, setBusy] = useState(false)
  const write = useCallback(async () => {
    setBusy(true)
    try {
      const match = await client.withConfig({perspective: 'drafts'}).fetch<MatchForReport | null>(MATCH_FOR_REPORT_QUERY, {id: matchId})
      const report = match && reportDraftFor(match, new Date())
      if (!report) return
      await client.createIfNotExists(report)
      router.navigateIntent('edit', {id: report._id.replace(/^drafts\./, ''), type: 'post'})
    } finally {
      setBusy(false)
    }
  }, [client, router, matchId])
  return {offered: status === 'completed' && hasReport === false, busy, write}
}

export const WriteReportAction: DocumentActionComponent = ({id, draft, published}) => {
  const report = useWriteReport(id, (draft ?? published)?.status)
  if (!report.offered) return null
  return {label: WRITE_REPORT, title: WRITE_REPORT_TITLE, disabled: report.busy, onHandle: report.write}
}
WriteReportAction.displayName = 'WriteReportAction'

/** The same press in the match's banner, where a volunteer back from the ground looks first. */
export function WriteReportButton({matchId, status}: {matchId: string; status: unknown}) {
  const report = useWriteReport(matchId, status)
  if (!report.offered) return null
  return (
    <ReportButton type="button" title={WRITE_REPORT_TITLE} disabled={report.busy} onClick={() => void report.write()}>
      {WRITE_REPORT}
    </ReportButton>
  )
}

// A completed match's result, never chosen: the form works the winner out from the two scores (more runs
// wins, equal runs are a tie: the league plays no super over), stores it whenever the scores change, and
// shows the line a fan will read on the match's page. A match scored ball by ball takes its result from
// the scorecard, as the site does; the form then only says so.
import {useEffect} from 'react'
import {set, type StringInputProps, unset, useFormValue} from 'sanity'
import {winnerOf} from '../../web/lib/league/match-rules'
import {ResultBox} from './match.styles'
import {MATCH_FOR_REPORT_QUERY, type MatchForReport, resultLineFor, scoredByScorecard} from './result-fields'
import {useDraftsQuery} from './drafts-query'
import {useTeamNames} from './team-names'

type Typed = Pick<MatchForReport, 'battedFirst' | 'home' | 'away'> & {_id?: string}

export function MatchResultInput(props: StringInputProps) {
  const {onChange, readOnly, value} = props
  const typed = (useFormValue([]) ?? {}) as Typed
  const names = useTeamNames()
  const id = typed._id?.replace(/^drafts\./, '')
  const stored = useDraftsQuery<MatchForReport | null>(MATCH_FOR_REPORT_QUERY, id ? {id} : null)
  // Until the scorecard is known to have no ball, the stored winner is left alone.
  const scored = stored === undefined ? undefined : stored !== null && scoredByScorecard(stored)
  const winner = winnerOf(typed.home, typed.away)

  useEffect(() => {
    if (scored !== false || readOnly || (value ?? undefined) === winner) return
    onChange(winner ? set(winner) : unset())
  }, [scored, readOnly, value, winner, onChange])

  const line = scored
    ? resultLineFor(stored!)
    : resultLineFor({
        _id: id ?? '',
        status: 'completed',
        battedFirst: typed.battedFirst,
        home: typed.home,
        away: typed.away,
        winner,
        homeTeam: {_id: 'home', name: names.home},
        awayTeam: {_id: 'away', name: names.away},
      })
  return (
    <ResultBox role="status" data-testid="match-result">
      <strong>{line ?? (scored ? 'No result yet on the scorecard.' : 'The result shows here once both scores are in.')}</strong>
      {scored ? <p>This match is scored ball by ball: its result comes from the scorecard.</p> : null}
    </ResultBox>
  )
}

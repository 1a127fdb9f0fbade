// A completed match's result, never chosen: the form works the winner out from the two scores (more runs
// wins, equal runs are a tie: the league plays no super over), stores it whenever the scores change, and
// shows the line a fan will read on the match's page, only once the scores it rests on are valid (else
// what is missing). A match scored ball by ball takes its result from the scorecard, as the site does;
// the form then only says so.
import {useEffect} from 'react'
import {set, type StringInputProps, unset, useFormValue} from 'sanity'
import {winnerOf} from '../../league/match-rules'
import {ResultBox} from './match.styles'
import {resultLineFor} from './result-fields'
import {typedResultPreview, type TypedScores} from './result-preview'
import {useStoredMatch} from './stored-match'
import {useChosenTeams} from './team-names'

export function MatchResultInput(props: StringInputProps) {
  const {onChange, readOnly, value} = props
  const typed = (useFormValue([]) ?? {}) as TypedScores
  const teams = useChosenTeams()
  const {stored, scored, overs} = useStoredMatch()
  const winner = winnerOf(typed.home, typed.away)

  // Until the scorecard is known to have no ball, the stored winner is left alone.
  useEffect(() => {
    if (scored !== false || readOnly || (value ?? undefined) === winner) return
    onChange(winner ? set(winner) : unset())
  }, [scored, readOnly, value, winner, onChange])

  if (scored === undefined) return <ResultBox role="status" data-testid="match-result" />
  if (scored) {
    return (
      <ResultBox role="status" data-testid="match-result">
        <strong>{resultLineFor(stored!) ?? 'No result yet on the scorecard.'}</strong>
        <p>This match is scored ball by ball: its result comes from the scorecard.</p>
      </ResultBox>
    )
  }
  const preview = typedResultPreview(typed, teams.known ? teams.names : null, overs)
  return (
    <ResultBox role="status" data-testid="match-result" data-kind={preview.kind}>
      {preview.kind === 'line' ? <strong>{preview.text}</strong> : <p>{preview.text}</p>}
    </ResultBox>
  )
}

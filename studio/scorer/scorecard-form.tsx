// A scorecard's form: the scorer's tool, which scores and corrects; the plain form only until it has a match.
import {type ObjectInputProps, useFormValue} from 'sanity'
import type {ScorecardValue} from './document'
import {useScorerMatch} from './match-query'
import {Alert, Hint, Tool} from './scorer.styles'
import {OfflineScorer} from './offline/offline-scorer'
import {useSavedScorecard} from './offline/use-queue'

export function ScorecardForm(props: ObjectInputProps) {
  const value = props.value as ScorecardValue | undefined
  const documentId = String(useFormValue(['_id']) ?? '').replace(/^drafts\./, '')
  // Offline, the Studio may show an older copy than the one this phone saved (offline/saved-copy.ts).
  const saved = useSavedScorecard(documentId) as ScorecardValue | undefined
  const matchId = value?.match?._ref ?? saved?.match?._ref
  const match = useScorerMatch(matchId)
  return (
    <>
      {!matchId ? (
        <Tool aria-label="Scorer">
          <Hint>Choose the match below, or open the match and press “Score this match”.</Hint>
        </Tool>
      ) : match.state === 'loading' ? (
        <Tool aria-label="Scorer" aria-busy="true">
          <Hint>Loading the match and its squads…</Hint>
        </Tool>
      ) : match.state === 'error' || !match.value ? (
        <Tool aria-label="Scorer">
          <Alert role="alert">{match.state === 'error' ? `The match could not be loaded: ${match.message}` : 'The match this scorecard is for no longer exists.'}</Alert>
        </Tool>
      ) : (
        <OfflineScorer documentId={documentId} value={value} match={match.value} readOnly={Boolean(props.readOnly)} />
      )}
      {/* Where the tool scores, it corrects too (its "Correct a ball" list): the raw record is for choosing the match. */}
      {match.state === 'ready' && match.value ? null : props.renderDefault(props)}
    </>
  )
}

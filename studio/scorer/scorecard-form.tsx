// A scorecard's form: the scorer's tool first, the raw ball-by-ball record (for corrections) folded below it.
import {type ObjectInputProps, useFormValue} from 'sanity'
import type {ScorecardValue} from './document'
import {useScorerMatch} from './match-query'
import {Alert, Corrections, Hint, Tool} from './scorer.styles'
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
      <Corrections open={!matchId || undefined}>
        <summary>The ball-by-ball record (for corrections)</summary>
        {props.renderDefault(props)}
      </Corrections>
    </>
  )
}

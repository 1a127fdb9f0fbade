// At the top of a match's form: the way to its scorecard, so a volunteer at the ground never has to find
// the scorecard list or pick the match by hand, and for a played match with no report, "Write the report".
import type {ObjectInputProps} from 'sanity'
import {IntentLink} from 'sanity/router'
import {BannerActions} from '../match/match.styles'
import {WriteReportButton} from '../match/write-report-action'
import {intentOf, useScorecardIntent} from './scorecard-for-match'
import {MatchBanner} from './scorer.styles'

export function MatchFormWithScorerLink(props: ObjectInputProps) {
  const matchId = typeof props.value?._id === 'string' ? props.value._id.replace(/^drafts\./, '') : undefined
  return (
    <>
      {matchId ? <ScorerLink matchId={matchId} status={props.value?.status} /> : null}
      {props.renderDefault(props)}
    </>
  )
}

function ScorerLink({matchId, status}: {matchId: string; status: unknown}) {
  const params = useScorecardIntent(matchId)
  const isNew = Array.isArray(params)
  return (
    <MatchBanner>
      <p>{!params ? 'Looking for this match’s scorecard…' : isNew ? 'Ball by ball, from the ground.' : 'This match has a scorecard.'}</p>
      <BannerActions>
        {params ? (
          <IntentLink intent={intentOf(params)} params={params}>
            {isNew ? 'Score this match' : 'Open the scorecard'}
          </IntentLink>
        ) : null}
        <WriteReportButton matchId={matchId} status={status} />
      </BannerActions>
    </MatchBanner>
  )
}

// A match's status, with the result kept honest: moving a completed match to another status asks "Clear the
// scores of this match?" and, once confirmed, sets the status and removes the result fields in one patch, so
// no page shows a score beside "Yet to be played". Declining keeps the match Completed, its scores untouched.
// A match scored ball by ball keeps its scorecard, which the site shows again once the match is Live or
// Completed: the confirmation says so.
import {useState} from 'react'
import {type FormPatch, PatchEvent, type StringInputProps, useDocumentOperation, useFormValue} from 'sanity'
import {MATCH_STATUSES, SCORED_BALL_BY_BALL_QUERY} from '../../schemas/documents/match'
import {SCORECARD_STATUSES} from '../../league/season'
import {useDraftsQuery} from './drafts-query'
import {ConfirmBox} from './match.styles'
import {resultFieldsToClear} from './result-fields'

/** The status a field patch sets, if it sets one. */
function statusSetBy(patch: FormPatch | FormPatch[] | PatchEvent): string | undefined {
  const patches = patch instanceof PatchEvent ? patch.patches : Array.isArray(patch) ? patch : [patch]
  const set = patches.find((p) => p.type === 'set')
  return set && set.type === 'set' && typeof set.value === 'string' ? set.value : undefined
}

export function MatchStatusInput(props: StringInputProps) {
  const document = (useFormValue([]) ?? {}) as Record<string, unknown>
  const id = typeof document._id === 'string' ? document._id.replace(/^drafts\./, '') : ''
  const {patch} = useDocumentOperation(id, 'match')
  const [pending, setPending] = useState<{status: string; fields: string[]; keepsScorecard: boolean}>()
  const scored = useDraftsQuery<boolean>(SCORED_BALL_BY_BALL_QUERY, id ? {id} : null) === true

  const onChange: StringInputProps['onChange'] = (event) => {
    const next = statusSetBy(event)
    const fields = resultFieldsToClear(document, next)
    const keepsScorecard = scored && SCORECARD_STATUSES.has(String(document.status)) && !SCORECARD_STATUSES.has(String(next))
    if (next && (fields.length || keepsScorecard)) setPending({status: next, fields, keepsScorecard})
    else props.onChange(event)
  }
  const confirm = () => {
    if (!pending) return
    patch.execute([{set: {status: pending.status}, ...(pending.fields.length ? {unset: pending.fields} : {})}])
    setPending(undefined)
  }
  const nextTitle = MATCH_STATUSES.find((s) => s.value === pending?.status)?.title ?? pending?.status

  return (
    <>
      {props.renderDefault({...props, onChange})}
      {pending ? (
        <ConfirmBox role="alertdialog" aria-labelledby="match-status-confirm" aria-describedby="match-status-confirm-detail">
          <strong id="match-status-confirm">Clear the scores of this match?</strong>
          <p id="match-status-confirm-detail">
            A match marked {nextTitle} shows no score.
            {pending.fields.length ? ' Its runs, wickets, overs, result and player of the match will be removed.' : null}
            {pending.keepsScorecard ? ' Its ball-by-ball scorecard is kept, nothing in it lost: the site shows it again once the match is Live or Completed.' : null}
          </p>
          <div>
            <button type="button" onClick={confirm} autoFocus>
              Clear the scores
            </button>
            <button type="button" onClick={() => setPending(undefined)}>
              Keep it {MATCH_STATUSES.find((s) => s.value === document.status)?.title ?? 'as it is'}
            </button>
          </div>
        </ConfirmBox>
      ) : null}
    </>
  )
}

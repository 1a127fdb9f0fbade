// A side's score in the match form: the group titled with its team ("Oxygen Gangsters score"), and each
// problem under the number it concerns (the wickets' under Wickets), worked out here from the score as
// typed now, so a mended number never keeps an old error while the Studio's own checks catch up. A score
// a scorecard decides has none.
import {type FieldProps, type FormNodeValidation, type Path, useFormValue} from 'sanity'
import {inningsPartProblems, type InningsPart} from '../../league/match-rules'
import {FieldWithMessages} from '../fit/field-messages'
import type {TypedScores} from './result-preview'
import {useStoredMatch} from './stored-match'
import {type Side, useTeamNames} from './team-names'

const within = (marker: FormNodeValidation, path: Path) => path.every((segment, i) => JSON.stringify(marker.path[i]) === JSON.stringify(segment))

/** The field's markers with those of the side's typed score (at `path` and inside it) as typed now, once
 * it is known that no scorecard decides the match; the Studio's own until then. */
function useLiveValidation(field: FieldProps, side: Side, part?: InningsPart): FormNodeValidation[] {
  const scores = (useFormValue([]) ?? {}) as TypedScores
  const {scored, overs} = useStoredMatch()
  if (scored === undefined) return field.validation
  const live = scored
    ? []
    : inningsPartProblems(scores[side] ?? undefined, side, overs)
        .filter((problem) => !part || problem.part === part)
        .map(({part: at, message}): FormNodeValidation => ({level: 'error', message, path: at && !part ? [...field.path, at] : field.path}))
  return [...field.validation.filter((marker) => !within(marker, field.path)), ...live]
}

/** A side's score group, titled with its team; "Enter the away side's score." under it while it is empty. */
export function TeamScoreField(props: FieldProps & {side: Side}) {
  const names = useTeamNames()
  const {side, ...field} = props
  return <FieldWithMessages {...field} validation={useLiveValidation(field, side)} title={`${names[side]} score`} />
}

/** One number of a side's score, with its own problem under it. */
export function ScorePartField(props: FieldProps & {side: Side; part: InningsPart}) {
  const {side, part, ...field} = props
  return <FieldWithMessages {...field} validation={useLiveValidation(field, side, part)} />
}

// The Studio's form, with a few inputs drawn differently: a scorecard opens on the scorer's tool, a match's
// form starts with the link to its scorecard (and keeps its team names for search), a team's with the
// link to its team note, a match's status asks before it clears the scores, its result is worked out
// from the scores, and its teams are named where the form says home and away; Site settings' season
// follows the current season once there is one; a key date and the match it stands for warn when their days
// differ; a gallery section's photos have a panel to describe them all in one place.
// Every other input is Sanity's own; every field says its errors under it.
import {type FieldProps, type InputProps, isArrayOfObjectsInputProps, type ObjectInputProps, type StringInputProps, useFormValue} from 'sanity'
import {KeyDateDayInput, MatchStartInput} from '../dates/date-warning'
import {DescribePhotosInput} from '../fit/describe-photos'
import {FieldWithMessages} from '../fit/field-messages'
import {MatchForm} from '../match/match-form'
import {MatchResultInput} from '../match/result-input'
import {MatchStatusInput} from '../match/status-input'
import {ScorePartField, TeamScoreField} from '../match/score-fields'
import {BattedFirstInput} from '../match/team-names'
import {SeasonLabelInput} from '../settings/season-label-input'
import {TeamFormWithNoteLink} from '../team/team-note-link'
import {ScorecardForm} from './scorecard-form'

const isDocumentRoot = (props: InputProps): props is ObjectInputProps => props.path.length === 0
const topField = (path: FieldProps['path']) => (path.length === 1 && typeof path[0] === 'string' ? path[0] : undefined)

export function FormInput(props: InputProps) {
  const documentType = useFormValue(['_type'])
  if (isDocumentRoot(props) && props.schemaType.name === 'scorecard') return <ScorecardForm {...props} />
  if (isDocumentRoot(props) && props.schemaType.name === 'match') return <MatchForm {...props} />
  if (isDocumentRoot(props) && props.schemaType.name === 'team') return <TeamFormWithNoteLink {...props} />
  const field = topField(props.path)
  if (documentType === 'siteSettings' && field === 'seasonLabel') return <SeasonLabelInput {...(props as StringInputProps)} />
  if (isArrayOfObjectsInputProps(props) && props.schemaType.of.some((member) => member.name === 'galleryImage')) return <DescribePhotosInput {...props} />
  if (documentType === 'keyDate' && field === 'date') return <KeyDateDayInput {...props} />
  if (documentType === 'match' && field === 'startsAt') return <MatchStartInput {...props} />
  if (documentType !== 'match') return props.renderDefault(props)
  if (field === 'status') return <MatchStatusInput {...(props as StringInputProps)} />
  if (field === 'winner') return <MatchResultInput {...(props as StringInputProps)} />
  if (field === 'battedFirst') return <BattedFirstInput {...(props as StringInputProps)} />
  return props.renderDefault(props)
}

export function FormField(props: FieldProps) {
  const documentType = useFormValue(['_type'])
  const field = topField(props.path)
  if (documentType === 'match' && (field === 'home' || field === 'away')) return <TeamScoreField {...props} side={field} />
  const [side, part] = props.path
  if (documentType === 'match' && (side === 'home' || side === 'away') && (part === 'runs' || part === 'wickets' || part === 'overs') && props.path.length === 2)
    return <ScorePartField {...props} side={side} part={part} />
  return <FieldWithMessages {...props} />
}

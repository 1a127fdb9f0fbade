// The Studio's form, with a few inputs drawn differently: a scorecard opens on the scorer's tool, a match's
// form starts with the link to its scorecard, a team's with the link to its team note, and a match's
// status asks before it clears the scores. Every other input is Sanity's own.
import {type InputProps, type ObjectInputProps, type StringInputProps, useFormValue} from 'sanity'
import {MatchForm} from '../match/match-form'
import {MatchStatusInput} from '../match/status-input'
import {TeamFormWithNoteLink} from '../team/team-note-link'
import {ScorecardForm} from './scorecard-form'

const isDocumentRoot = (props: InputProps): props is ObjectInputProps => props.path.length === 0
const isTopField = (props: InputProps, name: string) => props.path.length === 1 && props.path[0] === name

export function FormInput(props: InputProps) {
  const documentType = useFormValue(['_type'])
  if (isDocumentRoot(props) && props.schemaType.name === 'scorecard') return <ScorecardForm {...props} />
  if (isDocumentRoot(props) && props.schemaType.name === 'match') return <MatchForm {...props} />
  if (isDocumentRoot(props) && props.schemaType.name === 'team') return <TeamFormWithNoteLink {...props} />
  if (documentType === 'match' && isTopField(props, 'status')) return <MatchStatusInput {...(props as StringInputProps)} />
  return props.renderDefault(props)
}

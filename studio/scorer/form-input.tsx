// The Studio's form, with two documents drawn differently: a scorecard opens on the scorer's tool, and a
// match's form starts with the link to its scorecard. Every other input is Sanity's own.
import type {InputProps, ObjectInputProps} from 'sanity'
import {MatchFormWithScorerLink} from './match-banner'
import {ScorecardForm} from './scorecard-form'

const isDocumentRoot = (props: InputProps): props is ObjectInputProps => props.path.length === 0

export function FormInput(props: InputProps) {
  if (isDocumentRoot(props) && props.schemaType.name === 'scorecard') return <ScorecardForm {...props} />
  if (isDocumentRoot(props) && props.schemaType.name === 'match') return <MatchFormWithScorerLink {...props} />
  return props.renderDefault(props)
}

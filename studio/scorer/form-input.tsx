// The Studio's form, with a few inputs drawn differently: a scorecard opens on the scorer's tool, a match's
// form starts with the link to its scorecard, a match's status asks before it clears the scores, and a
// gallery section's photos have a panel to describe them all in one place. Every other input is Sanity's own.
import {type InputProps, isArrayOfObjectsInputProps, type ObjectInputProps, type StringInputProps, useFormValue} from 'sanity'
import {DescribePhotosInput} from '../fit/describe-photos'
import {MatchStatusInput} from '../match/status-input'
import {MatchFormWithScorerLink} from './match-banner'
import {ScorecardForm} from './scorecard-form'

const isDocumentRoot = (props: InputProps): props is ObjectInputProps => props.path.length === 0
const isTopField = (props: InputProps, name: string) => props.path.length === 1 && props.path[0] === name

export function FormInput(props: InputProps) {
  const documentType = useFormValue(['_type'])
  if (isDocumentRoot(props) && props.schemaType.name === 'scorecard') return <ScorecardForm {...props} />
  if (isDocumentRoot(props) && props.schemaType.name === 'match') return <MatchFormWithScorerLink {...props} />
  if (documentType === 'match' && isTopField(props, 'status')) return <MatchStatusInput {...(props as StringInputProps)} />
  if (isArrayOfObjectsInputProps(props) && props.schemaType.of.some((member) => member.name === 'galleryImage')) return <DescribePhotosInput {...props} />
  return props.renderDefault(props)
}

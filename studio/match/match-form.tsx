// A match's form: Sanity's own, topped by the link to its scorecard, with its team names kept for search.
import type {ObjectInputProps} from 'sanity'
import {MatchFormWithScorerLink} from '../scorer/match-banner'
import {useSearchNames} from './search-names'

export function MatchForm(props: ObjectInputProps) {
  useSearchNames(props)
  return <MatchFormWithScorerLink {...props} />
}

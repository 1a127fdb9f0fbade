// Under a key date's day and a match's start: the warning that the two name different days for one event
// (date-agreement.ts), with a link that opens the other document, so neither can be published out of step
// unnoticed.
import {Card, Stack, Text} from '@sanity/ui'
import type {InputProps} from 'sanity'
import {useFormValue} from 'sanity'
import {IntentLink} from 'sanity/router'
import {useDraftsQuery} from '../match/drafts-query'
import {
  badgeForMatch,
  dateDisagreement,
  isPairedBadge,
  KEY_DATE_FOR_MATCH_QUERY,
  type KeyDateForMatch,
  MATCH_FOR_KEY_DATE_QUERY,
  type PairedKeyDate,
  type PairedMatch,
} from './date-agreement'

function DateWarning({sentence, link}: {sentence: string; link: {id: string; type: string; text: string}}) {
  return (
    <Card tone="caution" padding={3} radius={2} border data-testid="date-disagreement" role="status">
      <Stack gap={3}>
        <Text size={1}>{sentence}</Text>
        <Text size={1} weight="medium">
          <IntentLink intent="edit" params={{id: link.id.replace(/^drafts\./, ''), type: link.type}}>
            {link.text}
          </IntentLink>
        </Text>
      </Stack>
    </Card>
  )
}

/** A key date's day, and under it any match that disagrees with it. */
export function KeyDateDayInput(props: InputProps) {
  const doc = (useFormValue([]) ?? {}) as PairedKeyDate
  const badge = isPairedBadge(doc.badge) ? doc.badge : null
  const match = useDraftsQuery<PairedMatch | null>(MATCH_FOR_KEY_DATE_QUERY, badge ? {badge} : null)
  const sentence = match ? dateDisagreement(doc, match) : null
  return (
    <Stack gap={3}>
      {props.renderDefault(props)}
      {match && sentence ? <DateWarning sentence={sentence} link={{id: match._id, type: 'match', text: `Open match #${match.matchNumber ?? '?'}`}} /> : null}
    </Stack>
  )
}

/** A match's start, and under it the key date (FINALS, SEASON START) that disagrees with it, if any. */
export function MatchStartInput(props: InputProps) {
  const doc = (useFormValue([]) ?? {}) as {_id?: string; season?: {_ref?: string}; stage?: unknown; matchNumber?: number; startsAt?: string}
  const id = doc._id?.replace(/^drafts\./, '')
  const season = doc.season?._ref
  const found = useDraftsQuery<KeyDateForMatch | null>(KEY_DATE_FOR_MATCH_QUERY, id && season ? {season} : null)
  const badge = id && found ? badgeForMatch({id, season, stage: doc.stage}, found) : undefined
  const keyDate = badge ? found?.keyDates?.find((k) => k.badge === badge) : undefined
  const sentence = keyDate ? dateDisagreement(keyDate, {_id: id!, matchNumber: doc.matchNumber, startsAt: doc.startsAt}) : null
  return (
    <Stack gap={3}>
      {props.renderDefault(props)}
      {keyDate && sentence ? <DateWarning sentence={sentence} link={{id: keyDate._id, type: 'keyDate', text: `Open the key date "${keyDate.title ?? badge}"`}} /> : null}
    </Stack>
  )
}

// Site settings' "Current season" while a season exists: the season document is the one place that says
// which season is current, so the form shows it ("Set by the current season: OPL 2026") in place of a box
// to type in. With no season yet, the typed label is the site's, and the box is Sanity's own.
import {Card, Text} from '@sanity/ui'
import type {StringInputProps} from 'sanity'
import {CURRENT_SEASON} from '../../league/site/current-season'
import {useDraftsQuery} from '../match/drafts-query'

const CURRENT_SEASON_NAME = /* groq */ `${CURRENT_SEASON}{name, year}`

export function SeasonLabelInput(props: StringInputProps) {
  const season = useDraftsQuery<{name: string | null; year: number | null} | null>(CURRENT_SEASON_NAME, {})
  if (season === undefined || !season?.year) return props.renderDefault(props)
  return (
    <Card padding={3} radius={2} tone="primary" border data-testid="season-label-from-season">
      <Text size={1}>
        Set by the current season: {season.name?.trim() || `Season ${season.year}`} ({season.year}). To change it, mark another season as
        current.
      </Text>
    </Card>
  )
}

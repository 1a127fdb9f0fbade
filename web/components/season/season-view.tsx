// /matches/<year>: one season — its name (the Season document's), where it stands (upcoming, in
// progress, or over with its champion and the final's result), the ways on to its pages, and its matches
// as the fixtures show them (cards on a phone, a table from the sm breakpoint). The fixtures, results,
// points, stats and rules pages show the current season, so only the current season links to them; a
// past season shows its own playing conditions here, and its matches without links to pages it has not.
import {FixtureList} from '@/components/league/fixture-list'
import {Section, SectionHeading} from '@/components/league/page-section.styles'
import {RuleList} from '@/components/league/rule-list'
import {Link} from '@/components/ui/link'
import {PageShell} from '@/components/ui/page-shell'
import type {SeasonStatus} from '@/lib/calendar/season-phase'
import {formatRules, hasResults, pointsRules} from '../../../league'
import {POINTS_PATH, RESULTS_PATH, RULES_PATH, SCHEDULES_PATH, SEASONS_PATH, STATS_PATH} from '@/lib/routes'
import type {YearSeason} from '@/lib/league/season-data'
import {SeasonLinks, StateLine} from './season-view.styles'

/** The name a season goes by: its document's, else its year. */
export const seasonName = (season: {name?: string | null; year?: number | null}) => season.name?.trim() || `Season ${season.year ?? ''}`.trim()

/** The current season's pages, as far as it has something on them. */
function currentLinks(played: boolean) {
  return [
    {href: SCHEDULES_PATH, label: 'Fixtures'},
    ...(played
      ? [
          {href: RESULTS_PATH, label: 'Results'},
          {href: POINTS_PATH, label: 'Points table'},
          {href: STATS_PATH, label: 'Stats'},
        ]
      : []),
    {href: RULES_PATH, label: 'Rules'},
  ]
}

export function SeasonView({found, status}: {found: YearSeason; status: SeasonStatus}) {
  const {season, current} = found
  const links = current ? currentLinks(hasResults(season.matches)) : []
  return (
    <PageShell eyebrow={`Matches · ${season.year}`} title={seasonName(season)}>
      <StateLine data-season-state={status.state}>
        <strong>{status.state}</strong> · {status.detail}
      </StateLine>
      <nav aria-label="This season">
        <SeasonLinks>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
          <li>
            <Link href={SEASONS_PATH}>All seasons</Link>
          </li>
        </SeasonLinks>
      </nav>
      <Section aria-labelledby="season-matches">
        <SectionHeading id="season-matches">Matches</SectionHeading>
        <FixtureList matches={season.matches} seasonYear={current ? (season.year ?? null) : null} />
      </Section>
      {current ? null : (
        <Section aria-labelledby="season-rules">
          <SectionHeading id="season-rules">Rules</SectionHeading>
          <RuleList items={[...formatRules(season), ...pointsRules(season)]} />
        </Section>
      )}
    </PageShell>
  )
}

// /matches/rules: the current season's playing conditions and how the points table is settled, from the
// season document; the placeholder until there is a season.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {RuleList} from '@/components/league/rule-list'
import {Link} from '@/components/ui/link'
import {PageShell} from '@/components/ui/page-shell'
import {getLeagueSeason} from '@/lib/content'
import {formatRules, pointsRules} from '../../../../league'
import {POINTS_PATH} from '@/lib/routes'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Rules',
  description: 'The Oxygen Premier League playing conditions: overs, players per side and the points for each result.',
  path: '/matches/rules',
})

export default async function RulesPage() {
  const season = await getLeagueSeason()
  return (
    <PageShell eyebrow="Matches" title="Rules" lead={season ? `The playing conditions of ${season.name || 'the season'}.` : undefined}>
      {!season ? (
        <ComingSoon heading="The rules are on their way" message="The season's playing conditions appear here once the season is set." />
      ) : (
        <>
          <h2>Match format</h2>
          <RuleList items={formatRules(season)} />
          <h2>Points</h2>
          <RuleList items={pointsRules(season)} />
          <p>
            <Link href={POINTS_PATH}>The points table →</Link>
          </p>
        </>
      )}
    </PageShell>
  )
}

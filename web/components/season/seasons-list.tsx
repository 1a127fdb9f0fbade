// /matches/seasons: every season with matches, newest first, each by its one name (the Season
// document's), linking to its page; the current one marked.
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {Link} from '@/components/ui/link'
import {PageShell} from '@/components/ui/page-shell'
import type {SeasonsQueryResult} from '@/lib/content'
import {seasonPath} from '@/lib/routes'
import {seasonName} from './season-view'
import {SeasonList, SeasonMeta} from './season-view.styles'

export function SeasonsList({seasons}: {seasons: SeasonsQueryResult}) {
  const listed = seasons.filter((s) => s.year != null)
  return (
    <PageShell eyebrow="Matches" title="Seasons" lead="Every season of the league with its matches, the newest first.">
      {listed.length === 0 ? (
        <ComingSoon heading="No season has matches yet" message="Each season appears here once its fixtures are posted." />
      ) : (
        <SeasonList aria-label="Seasons">
          {listed.map((s) => (
            <li key={s._id}>
              <Link href={seasonPath(s.year!)}>{seasonName(s)}</Link>
              <SeasonMeta>
                {s.year}
                {s.isCurrent ? ' · current season' : ''}
              </SeasonMeta>
            </li>
          ))}
        </SeasonList>
      )}
    </PageShell>
  )
}

// "Show one team": a plain link per team (and one back to all) above the fixtures or results, so the
// filter works without script and each filtered list has its own prerendered address
// (/matches/schedules/<team>, /matches/results/<team>). The current choice is marked aria-current.
import {Link} from '@/components/ui/link'
import {teamCode} from '../../../league'
import {teamFilterPath, type RESULTS_PATH, type SCHEDULES_PATH} from '@/lib/routes'
import {FilterList} from './team-filter.styles'
import {TeamCrest, type MarkedTeam} from './team-mark'

type Props = {
  base: typeof SCHEDULES_PATH | typeof RESULTS_PATH
  teams: {slug: string; name: string; team: MarkedTeam}[]
  /** The slug of the team shown, or undefined for all. */
  current?: string
  /** The id of what the links jump to on the new page (the list under the filter). */
  target: string
}

export function TeamFilter({base, teams, current, target}: Props) {
  if (teams.length < 2) return null
  return (
    <nav aria-label="Show one team">
      <FilterList>
        <li>
          <Link href={`${teamFilterPath(base)}#${target}`} aria-current={current ? undefined : 'page'}>
            All teams
          </Link>
        </li>
        {teams.map((t) => (
          <li key={t.slug}>
            <Link href={`${teamFilterPath(base, t.slug)}#${target}`} aria-current={current === t.slug ? 'page' : undefined} title={t.name}>
              <TeamCrest team={t.team} size={20} />
              <span data-code="" aria-hidden="true">{teamCode(t.team ?? {name: t.name})}</span>
              <span data-name="">{t.name}</span>
            </Link>
          </li>
        ))}
      </FilterList>
    </nav>
  )
}

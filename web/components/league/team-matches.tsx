// One team's fixtures and results (its page): on a phone the match cards with W, L, T or NR for the
// team; from the sm breakpoint a table of the match, day, opponent, both scores and the team's result.
import {VisuallyHidden} from '@/components/ui/visually-hidden'
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {matchMargin, OUTCOME_NAMES, outcomeFor, scoreText, STATUS_NAMES, toResultInput} from '../../../league'
import {orderFixtures} from './fixture-list'
import {formatMatchTime} from '../../../league/format'
import {MatchCards} from './match-cards'
import {MatchLink} from './match-link'
import {PhoneOnly, WideOnly} from './responsive.styles'
import {TableFrame} from './table-frame'
import {TeamMark} from './team-mark'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]

type Props = {matches: readonly Match[]; seasonYear: number | null; team: {_id: string; name: string}}

export function TeamMatches({matches, seasonYear, team}: Props) {
  const ordered = orderFixtures(matches)
  const label = `Matches of ${team.name}`
  return (
    <>
      <PhoneOnly>
        <MatchCards matches={ordered} seasonYear={seasonYear} label={label} team={team._id} />
      </PhoneOnly>
      <WideOnly>
        <TableFrame label={label} columns={['Match', 'Opponent', 'Date and time (IST)', 'Score', 'Result']}>
          <tbody>
            {ordered.map((m) => {
              const home = m.homeTeam?._id === team._id
              const input = toResultInput(m)
              const [own, other] = home ? [input?.home, input?.away] : [input?.away, input?.home]
              const outcome = outcomeFor(m, team._id)
              return (
                <tr key={m._id}>
                  <th scope="row">
                    <MatchLink seasonYear={seasonYear} matchNumber={m.matchNumber} />
                  </th>
                  <td data-wrap="wide">
                    {home ? 'v ' : '@ '}
                    <TeamMark team={home ? m.awayTeam : m.homeTeam} />
                  </td>
                  <td data-wrap>{m.startsAt ? formatMatchTime(m.startsAt) : 'To be announced'}</td>
                  <td>{own && other ? `${scoreText(own)} – ${scoreText(other)}` : ''}</td>
                  <td data-wrap>
                    {outcome ? (
                      <strong>
                        <span aria-hidden="true">{outcome}</span>
                        <VisuallyHidden>{OUTCOME_NAMES[outcome]}</VisuallyHidden>
                        {' · '}
                      </strong>
                    ) : null}
                    {matchMargin(m) ?? STATUS_NAMES[m.status ?? 'scheduled']}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </TableFrame>
      </WideOnly>
    </>
  )
}

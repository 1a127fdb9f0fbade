// The season's points table, as computed by lib/league: position, team, played and points first, net
// run rate last; below the sm breakpoint the team is its crest and short code with its form under it,
// and won/lost/tied/no-result and the form column give way, so position, team, P, Pts and NRR fit a
// 320 px phone without scrolling. The places that play the final are marked; the legend names each
// column and states the season's own points rule.
import {VisuallyHidden} from '@/components/ui/visually-hidden'
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {FINAL_PLACES} from '@/lib/constants'
import {NRR_NOTE, OUTCOME_NAMES, recentForm, type NamedRow, type Outcome, type SeasonRules} from '../../../league'
import {FinalPlaceKey, FormStrip, NarrowForm} from './points-table.styles'
import {TableFrame, type Column} from './table-frame'
import {TeamMark, type MarkedTeam} from './team-mark'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]

type Props = {seasonName: string; rows: NamedRow[]; rules: Omit<SeasonRules, 'overs'>; matches: readonly Match[]}

const signed = (nrr: number) => (nrr >= 0 ? '+' : '') + nrr.toFixed(3)

export const POINTS_COLUMNS: readonly Column[] = [
  {label: '#', title: 'Position'},
  'Team',
  {label: 'P', title: 'Played'},
  {label: 'Pts', title: 'Points'},
  {label: 'W', title: 'Won', wide: true},
  {label: 'L', title: 'Lost', wide: true},
  {label: 'T', title: 'Tied', wide: true},
  {label: 'NR', title: 'No result', wide: true},
  {label: 'Form', title: 'Last five results, latest last', wide: true},
  {label: 'NRR', title: 'Net run rate'},
]

/** W W L NR W: each result a small tile, read out in full. */
function Form({outcomes}: {outcomes: Outcome[]}) {
  if (outcomes.length === 0) return null
  return (
    <FormStrip>
      {outcomes.map((o, i) => (
        <span key={i} data-outcome={o} aria-hidden="true">
          {o === 'NR' ? 'N' : o}
        </span>
      ))}
      <VisuallyHidden>Last {outcomes.length}: {outcomes.map((o) => OUTCOME_NAMES[o].toLowerCase()).join(', ')}</VisuallyHidden>
    </FormStrip>
  )
}

export function PointsTable({seasonName, rows, rules, matches}: Props) {
  const teams = new Map<string, MarkedTeam>()
  for (const m of matches) for (const t of [m.homeTeam, m.awayTeam]) if (t?._id) teams.set(t._id, t)
  // The final's places are marked only in a season that has a final, and never on the whole table.
  const finalPlaces = matches.some((m) => m.stage === 'final') && rows.length > FINAL_PLACES ? FINAL_PLACES : 0
  return (
    <>
      <TableFrame label={`${seasonName} points table`} columns={POINTS_COLUMNS} ranked>
        <tbody>
          {rows.map((r, i) => {
            const form = recentForm(matches, r.team)
            return (
              <tr key={r.team} data-final-place={i < finalPlaces || undefined}>
                <td>{i + 1}</td>
                <th scope="row" data-wrap>
                  <TeamMark team={teams.get(r.team) ?? {name: r.name}} />
                  <NarrowForm>
                    <Form outcomes={form} />
                  </NarrowForm>
                </th>
                <td>{r.played}</td>
                <td>
                  <strong>{r.points}</strong>
                </td>
                <td data-wide="">{r.won}</td>
                <td data-wide="">{r.lost}</td>
                <td data-wide="">{r.tied}</td>
                <td data-wide="">{r.noResult}</td>
                <td data-wide="">
                  <Form outcomes={form} />
                </td>
                <td>{signed(r.nrr)}</td>
              </tr>
            )
          })}
        </tbody>
      </TableFrame>
      {finalPlaces > 0 ? <FinalPlaceKey>The top {finalPlaces} play the final.</FinalPlaceKey> : null}
      <p>
        Points: {rules.pointsWin} for a win, {rules.pointsTie} for a tie, {rules.pointsNoResult} for a no result. {NRR_NOTE}
      </p>
    </>
  )
}

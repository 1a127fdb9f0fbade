// The season's points table, as computed by lib/league: position, team, played and points first (what a
// fan reads on a phone without scrolling), then the rest; the legend names each column and states the
// season's own points rule.
import type {NamedRow, SeasonRules} from '@/lib/league'
import {TableFrame, type Column} from './table-frame'
import {TeamLink} from './team-link'

type Props = {seasonName: string; rows: NamedRow[]; rules: Omit<SeasonRules, 'overs'>}

const signed = (nrr: number) => (nrr >= 0 ? '+' : '') + nrr.toFixed(3)

export const POINTS_COLUMNS: readonly Column[] = [
  {label: '#', title: 'Position'},
  'Team',
  {label: 'P', title: 'Played'},
  {label: 'Pts', title: 'Points'},
  {label: 'W', title: 'Won'},
  {label: 'L', title: 'Lost'},
  {label: 'T', title: 'Tied'},
  {label: 'NR', title: 'No result'},
  {label: 'NRR', title: 'Net run rate'},
]

export function PointsTable({seasonName, rows, rules}: Props) {
  return (
    <>
      <TableFrame label={`${seasonName} points table`} columns={POINTS_COLUMNS} ranked>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.team}>
              <td>{i + 1}</td>
              <th scope="row" data-wrap>
                <TeamLink name={r.name} />
              </th>
              <td>{r.played}</td>
              <td>
                <strong>{r.points}</strong>
              </td>
              <td>{r.won}</td>
              <td>{r.lost}</td>
              <td>{r.tied}</td>
              <td>{r.noResult}</td>
              <td>{signed(r.nrr)}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <p>
        Points: {rules.pointsWin} for a win, {rules.pointsTie} for a tie, {rules.pointsNoResult} for a no result. Net
        run rate is runs scored per over minus runs conceded per over; a side bowled out counts its full overs. Teams
        level on points are split by net run rate, then by the match between them.
      </p>
    </>
  )
}

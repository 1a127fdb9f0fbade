// The season's points table, as computed by lib/league, with a legend that states the season's own
// points rule.
import type {NamedRow, SeasonRules} from '@/lib/league'
import {TableFrame} from './table-frame'

type Props = {seasonName: string; rows: NamedRow[]; rules: Omit<SeasonRules, 'overs'>}

const signed = (nrr: number) => (nrr >= 0 ? '+' : '') + nrr.toFixed(3)

export function PointsTable({seasonName, rows, rules}: Props) {
  return (
    <>
      <TableFrame label={`${seasonName} points table`} columns={['#', 'Team', 'P', 'W', 'L', 'T', 'NR', 'Pts', 'NRR']}>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.team}>
              <td>{i + 1}</td>
              <th scope="row">{r.name}</th>
              <td>{r.played}</td>
              <td>{r.won}</td>
              <td>{r.lost}</td>
              <td>{r.tied}</td>
              <td>{r.noResult}</td>
              <td>{r.points}</td>
              <td>{signed(r.nrr)}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <p>
        P played, W won, L lost, T tied, NR no result, Pts points ({rules.pointsWin} for a win, {rules.pointsTie} for a
        tie, {rules.pointsNoResult} for a no result), NRR net run rate: runs scored per over minus runs conceded per
        over; a side bowled out counts its full overs. Teams level on points are split by NRR, then by the match
        between them.
      </p>
    </>
  )
}

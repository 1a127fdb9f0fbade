// The auction's bids, highest first, with the team that bought each player; equal bids share a place,
// and each name links to the player's page.
import type {PlayersQueryResult} from '@/lib/content'
import {sharedRanks} from '../../../league'
import {playerDirectory} from '@/lib/match-day/players'
import {formatRupees} from '../../../league/format'
import {PlayerLink} from './player-link'
import {TableFrame} from './table-frame'
import {TeamLink} from './team-link'

/** Players with an auction price, highest first. */
export const topBids = (players: PlayersQueryResult) =>
  players.filter((p) => p.auctionPrice != null).sort((a, b) => (b.auctionPrice ?? 0) - (a.auctionPrice ?? 0))

export function TopBidsTable({bids}: {bids: PlayersQueryResult}) {
  const ranks = sharedRanks(bids.map((p) => p.auctionPrice ?? 0))
  const directory = playerDirectory(bids)
  return (
    <TableFrame label="Top bids at the player auction" columns={[{label: '#', title: 'Rank'}, 'Player', 'Bought by', 'Price']} ranked>
      <tbody>
        {bids.map((p, i) => (
          <tr key={p._id}>
            <td>{ranks[i]}</td>
            <th scope="row" data-wrap>
              <PlayerLink player={directory.name(p._id)} />
            </th>
            <td data-wrap>
              <TeamLink name={p.boughtBy?.name ?? p.team?.name} />
            </td>
            <td>{formatRupees(p.auctionPrice ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  )
}

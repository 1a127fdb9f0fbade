// /matches/top-bids: the auction's top bids, a placeholder until the player auction has happened.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {formatRupees} from '@/components/league/format'
import {TableFrame} from '@/components/league/table-frame'
import {PageShell} from '@/components/ui/page-shell'
import {getPlayers} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Top Bids',
  description: 'The biggest bids of the Oxygen Premier League player auction. Coming soon.',
  path: '/matches/top-bids',
})

export default async function TopBidsPage() {
  const bids = (await getPlayers())
    .filter((p) => p.auctionPrice != null)
    .sort((a, b) => (b.auctionPrice ?? 0) - (a.auctionPrice ?? 0))
  return (
    <PageShell eyebrow="Matches" title="Top Bids" lead="The players the team owners fought hardest for.">
      {bids.length === 0 ? (
        <ComingSoon
          heading="The auction hammer has not fallen yet"
          message="The top bids appear here right after the player auction. Check the key dates for the auction day."
        />
      ) : (
        <TableFrame label="Top bids at the player auction">
          <thead>
            <tr>
              {['#', 'Player', 'Bought by', 'Price'].map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bids.map((p, i) => (
              <tr key={p._id}>
                <td>{i + 1}</td>
                <th scope="row">{p.name}</th>
                <td>{p.boughtBy?.name ?? p.team?.name}</td>
                <td>{formatRupees(p.auctionPrice ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </PageShell>
  )
}

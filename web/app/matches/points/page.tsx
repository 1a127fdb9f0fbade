// /matches/points: the points table, computed from the season's results; the placeholder until the
// first result is in.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {TableFrame} from '@/components/league/table-frame'
import {PageShell} from '@/components/ui/page-shell'
import {getLeagueSeason} from '@/lib/content'
import {seasonTable} from '@/lib/league'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Points Table',
  description: 'The Oxygen Premier League points table: wins, losses and net run rate of every team. Coming soon.',
  path: '/matches/points',
})

export default async function PointsPage() {
  const season = await getLeagueSeason()
  const rows = season ? seasonTable(season) : []
  return (
    <PageShell eyebrow="Matches" title="Points Table" lead="Who is on top of the league, match by match.">
      {rows.length === 0 ? (
        <ComingSoon
          heading="The points table is on its way"
          message="Standings go live when the league matches begin. Check the key dates to see when the first ball is bowled."
        />
      ) : (
        <>
          <TableFrame label={`${season?.name ?? 'Season'} points table`}>
            <thead>
              <tr>
                {['#', 'Team', 'P', 'W', 'L', 'T', 'NR', 'Pts', 'NRR'].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
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
                  <td>{(r.nrr >= 0 ? '+' : '') + r.nrr.toFixed(3)}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
          <p>
            P played, W won, L lost, T tied, NR no result, Pts points ({season?.pointsWin ?? 2} for a win,{' '}
            {season?.pointsTie ?? 1} for a tie or no result), NRR net run rate: runs scored per over minus runs conceded per
            over; a side bowled out counts its full overs. Teams level on points are split by NRR, then by the match between
            them.
          </p>
        </>
      )}
    </PageShell>
  )
}

// /participation/players: the players of the season, team by team (each team's block has an id the
// team cards link to), a placeholder until registration and auction.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {TableFrame} from '@/components/league/table-frame'
import {PageShell} from '@/components/ui/page-shell'
import {getPlayers} from '@/lib/content'
import {teamAnchor} from '@/lib/league'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Players',
  description: 'The players of the Oxygen Premier League season, society by society. Coming soon.',
  path: '/participation/players',
})

const ROLE_NAMES: Record<string, string> = {
  batter: 'Batter',
  bowler: 'Bowler',
  allRounder: 'All-rounder',
  wicketKeeper: 'Wicket-keeper',
}

export default async function PlayersPage() {
  const players = await getPlayers()
  const byTeam = new Map<string, typeof players>()
  for (const p of players) {
    const team = p.team?.name ?? 'Unassigned'
    byTeam.set(team, [...(byTeam.get(team) ?? []), p])
  }
  const teams = [...byTeam.entries()].sort(([a], [b]) => a.localeCompare(b))
  return (
    <PageShell eyebrow="Participation" title="Players" lead="The cricketers of every society, in one place.">
      {teams.length === 0 ? (
        <ComingSoon
          heading="Meet the players soon"
          message="Player profiles appear here once registration closes and the teams are picked at the auction."
        />
      ) : (
        teams.map(([team, list]) => (
          <section key={team} id={teamAnchor(team)} aria-label={team}>
            <h2>{team}</h2>
            <TableFrame label={`${team} players`} columns={['Player', 'Role', 'Society']}>
              <tbody>
                {list.map((p) => (
                  <tr key={p._id}>
                    <th scope="row">{p.name}</th>
                    <td>{ROLE_NAMES[p.role ?? ''] ?? ''}</td>
                    <td>{p.society}</td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          </section>
        ))
      )}
    </PageShell>
  )
}

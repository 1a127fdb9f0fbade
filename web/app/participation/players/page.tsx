// /participation/players: the players of the season, team by team (each team's block has an id the
// team cards link to), each linking to their own page; a placeholder until registration and auction.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {PlayerLink} from '@/components/league/player-link'
import {TableFrame} from '@/components/league/table-frame'
import {TeamLink} from '@/components/league/team-link'
import {PageShell} from '@/components/ui/page-shell'
import {playersPlaceholder} from '@/lib/calendar/season-phase'
import {getSeasonMoment} from '@/lib/calendar/season-today'
import {getPlayers} from '@/lib/content'
import {roleName, teamAnchor} from '../../../../league'
import {playerDirectory} from '@/lib/match-day/players'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Players',
  description: 'The players of the Oxygen Premier League season, society by society.',
  path: '/participation/players',
})

/** Players the auction has not placed yet are listed under this heading (no team page to link). */
const UNASSIGNED = 'Unassigned'

export default async function PlayersPage() {
  const [players, moment] = await Promise.all([getPlayers(), getSeasonMoment()])
  const directory = playerDirectory(players)
  const byTeam = new Map<string, typeof players>()
  for (const p of players) {
    const team = p.team?.name ?? UNASSIGNED
    byTeam.set(team, [...(byTeam.get(team) ?? []), p])
  }
  const teams = [...byTeam.entries()].sort(([a], [b]) => a.localeCompare(b))
  return (
    <PageShell eyebrow="Participation" title="Players" lead="The cricketers of every society, in one place.">
      {teams.length === 0 ? (
        <ComingSoon {...playersPlaceholder(moment)} />
      ) : (
        teams.map(([team, list]) => (
          <section key={team} id={teamAnchor(team)} aria-label={team}>
            <h2>{team === UNASSIGNED ? team : <TeamLink name={team} />}</h2>
            <TableFrame label={`${team} players`} columns={['Player', 'Role', 'Society']}>
              <tbody>
                {list.map((p) => (
                  <tr key={p._id}>
                    <th scope="row" data-wrap>
                      <PlayerLink player={directory.name(p._id)} />
                    </th>
                    <td>{roleName(p.role)}</td>
                    <td data-wrap>{p.society}</td>
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

// /matches/stats: the season's leaderboards. The two caps lead — the orange (most runs) and purple
// (most wickets) cards with their holder and figure — then one ranked table per board, its
// qualifying minimum stated under its title. Every name links to the player's page.
import {PlayerLink} from '@/components/league/player-link'
import {TableFrame, TableKey, uniqueColumns, type Column} from '@/components/league/table-frame'
import {TeamCode} from '@/components/league/team-code'
import {Link} from '@/components/ui/link'
import type {LeaderboardView} from '@/lib/match-day/view-types'
import {Board, BoardGrid, Cap, Caps, Qualifier} from './leaderboards.styles'

const CAP_NAMES = {orange: 'Orange Cap', purple: 'Purple Cap'} as const

const RANK: Column = {label: '#', title: 'Rank'}

const columnsOf = (board: LeaderboardView, withMatch: boolean): Column[] => [RANK, 'Player', ...board.columns, ...(withMatch ? ['Match'] : [])]

function CapCard({board}: {board: LeaderboardView}) {
  const leader = board.rows[0]
  if (!board.cap || !leader) return null
  return (
    <Cap $cap={board.cap} aria-labelledby={`${board.id}-cap`}>
      <h2 id={`${board.id}-cap`}>{CAP_NAMES[board.cap]}</h2>
      <p>
        <strong>
          <PlayerLink player={leader.player} />
        </strong>
        {leader.team ? (
          <small>
            <TeamCode team={leader.team} />
          </small>
        ) : null}
      </p>
      <p>
        <b>{leader.figures[0]}</b> {board.columns[0]!.title.toLowerCase()}
      </p>
      <a href={`#${board.id}`}>
        {board.title}
        <span aria-hidden="true">{'\u00a0'}→</span>
      </a>
    </Cap>
  )
}

function BoardTable({board}: {board: LeaderboardView}) {
  const withMatch = board.rows.some((r) => r.match)
  return (
    <Board aria-labelledby={`${board.id}-heading`} id={board.id} data-with-match={withMatch || undefined}>
      <h2 id={`${board.id}-heading`}>{board.title}</h2>
      {board.qualifier ? <Qualifier>{board.qualifier}</Qualifier> : null}
      {board.rows.length === 0 ? (
        <p>No one qualifies yet.</p>
      ) : (
        <TableFrame label={`${board.title}: the leaders`} columns={columnsOf(board, withMatch)} ranked legend={false}>
          <tbody>
            {board.rows.map((row) => (
              <tr key={`${row.player.id}-${row.match?.href ?? ''}`}>
                <td>{row.rank}</td>
                <th scope="row" data-wrap="wide">
                  <PlayerLink player={row.player} />
                  {row.team ? (
                    <small>
                      <TeamCode team={row.team} />
                    </small>
                  ) : null}
                </th>
                {row.figures.map((figure, i) => (
                  <td key={board.columns[i]!.label}>{i === 0 ? <strong>{figure}</strong> : figure}</td>
                ))}
                {withMatch ? <td data-wrap>{row.match ? <Link href={row.match.href}>{row.match.label}</Link> : null}</td> : null}
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </Board>
  )
}

export function Leaderboards({boards}: {boards: LeaderboardView[]}) {
  return (
    <>
      <Caps>
        {boards.map((board) => (
          <CapCard key={board.id} board={board} />
        ))}
      </Caps>
      <BoardGrid>
        {boards.map((board) => (
          <BoardTable key={board.id} board={board} />
        ))}
      </BoardGrid>
      <TableKey label="the leaderboards" columns={uniqueColumns([RANK, ...boards.flatMap((b) => b.columns)])} />
    </>
  )
}

// A player's name wherever a scorecard, leaderboard or squad shows one, linking to the player's page
// (/participation/players/<slug>) when they have one.
import {Link} from '@/components/ui/link'
import type {PlayerName} from '@/lib/match-day/view-types'

export function PlayerLink({player}: {player: PlayerName}) {
  return player.href ? <Link href={player.href}>{player.name}</Link> : <>{player.name}</>
}

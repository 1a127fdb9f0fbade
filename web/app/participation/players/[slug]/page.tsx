// /participation/players/<slug>: one player's season, prerendered for every player with a web address.
// An unknown slug never gets here: the proxy shows the site's 404 (lib/content/addresses.ts); the
// notFound() below covers a player removed since the proxy last looked.
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {formatShortDay} from '../../../../../league/format'
import {PlayerSeason} from '@/components/player/player-season'
import {PageShell} from '@/components/ui/page-shell'
import {getLeagueSeason, getPlayers, getSeasonScorecards} from '@/lib/content'
import {roleName} from '../../../../../league'
import {playerDirectory, playerPageSlugs} from '@/lib/match-day/players'
import {readable} from '@/lib/match-day/readable'
import {NO_SEASON, playerSeasonView} from '@/lib/match-day/season-view'
import {seasonSources} from '@/lib/match-day/sources'
import {playerPath, prerenderedParams} from '@/lib/routes'
import {pageMetadata} from '@/lib/seo/metadata'

type Props = {params: Promise<{slug: string}>}

export async function generateStaticParams() {
  return prerenderedParams(playerPageSlugs(await getPlayers()).map((slug) => ({slug})), {slug: 'none'})
}

async function load(params: Props['params']) {
  const {slug} = await params
  const players = await getPlayers()
  const entry = playerDirectory(players).bySlug(slug)
  const player = entry && players.find((p) => p._id === entry._id)
  return player ? {player, players} : null
}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {title: 'Player not found', robots: {index: false}}
  const {player} = found
  return pageMetadata({
    title: player.name,
    description: `${player.name}${player.team?.name ? ` of ${player.team.name}` : ''} in the Oxygen Premier League: runs, wickets and awards, match by match.`,
    path: playerPath(player.slug),
  })
}

export default async function PlayerPage({params}: Props) {
  const found = await load(params)
  if (!found) notFound()
  const {player, players} = found
  const season = await getLeagueSeason()
  const scorecards = season ? await getSeasonScorecards(season._id) : new Map()
  const view = (season && readable(() => playerSeasonView(player._id, seasonSources(season, scorecards, players, formatShortDay)), `the season of ${player._id}`)) || NO_SEASON
  return (
    <PageShell eyebrow={player.team?.name ?? 'Player'} title={player.name}>
      <PlayerSeason season={view} team={player.team?.name ?? null} role={roleName(player.role)} society={player.society} seasonName={season?.name ?? 'this season'} />
    </PageShell>
  )
}

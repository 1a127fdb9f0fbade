// /matches/stats: the season's leaderboards — the orange and purple caps, the best rates with their
// qualifying minimums, the best innings and spells, sixes and player-of-the-match awards — computed from
// every scorecard's deliveries; the placeholder until the first scorecard.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {formatShortDay} from '../../../../league/format'
import {Leaderboards} from '@/components/stats/leaderboards'
import {PageShell} from '@/components/ui/page-shell'
import {getLeagueSeason, getPlayers, getSeasonScorecards} from '@/lib/content'
import {readable} from '@/lib/match-day/readable'
import {seasonLeaderboards} from '@/lib/match-day/season-view'
import {seasonSources} from '@/lib/match-day/sources'
import {STATS_PATH} from '@/lib/routes'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Stats and leaderboards',
  description: 'The Oxygen Premier League leaderboards: the orange and purple caps, strike rates, economy, best innings and spells, sixes and player-of-the-match awards.',
  path: STATS_PATH,
})

export default async function StatsPage() {
  const [season, players] = await Promise.all([getLeagueSeason(), getPlayers()])
  const scorecards = season ? await getSeasonScorecards(season._id) : new Map()
  const boards = (season && scorecards.size > 0 && readable(() => seasonLeaderboards(seasonSources(season, scorecards, players, formatShortDay)), 'the leaderboards')) || []
  return (
    <PageShell eyebrow={season?.name ?? 'Matches'} title="Stats" lead="The orange cap, the purple cap and every leaderboard of the season, ball by ball.">
      {boards.every((b) => b.rows.length === 0) ? (
        <ComingSoon
          heading="The leaderboards start with the first ball"
          message="Runs, wickets and the caps are counted here from every scorecard once the league matches are under way."
        />
      ) : (
        <Leaderboards boards={boards} />
      )}
    </PageShell>
  )
}

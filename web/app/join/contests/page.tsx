// /join/contests: the fan contests planned for the season, named, with entry not yet open.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {ContestList, type PlannedContest} from '@/components/coming-soon/contest-list'
import {PageShell} from '@/components/ui/page-shell'
import {contestsText} from '@/lib/calendar/season-phase'
import {getSeasonMoment} from '@/lib/calendar/season-today'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Contests',
  description:
    'Fan contests of the Oxygen Premier League: Predict the Winner, Top Scorer Challenge and Fan of the Match. Coming soon.',
  path: '/join/contests',
})

const CONTESTS: PlannedContest[] = [
  {name: 'Predict the Winner', description: 'Call the winner of each match before the first ball is bowled.'},
  {name: 'Top Scorer Challenge', description: 'Back the batter you think will top the run charts this season.'},
  {name: 'Fan of the Match', description: 'Cheer the loudest for your society and be picked by the crowd.'},
]

export default async function ContestsPage() {
  const {message, entryNote} = contestsText(await getSeasonMoment())
  return (
    <PageShell eyebrow="Join OPL" title="Contests" lead="Play along from the boundary: contests for every fan.">
      <ComingSoon
        heading="Three contests are on the way"
        message={message}
        badge={false}
      >
        <ContestList contests={CONTESTS} entryNote={entryNote} />
      </ComingSoon>
    </PageShell>
  )
}

// The full scorecard on a match's page, under its scoreboard: a row of jumps to each innings and the
// charts, the toss, every innings (innings-card.tsx), the over-by-over charts, one key to the tables'
// abbreviations, and the ways on — the season's leaderboards and the match as Cricsheet data.
import {Section, SectionHeading} from '@/components/league/page-section.styles'
import {TableKey} from '@/components/league/table-frame'
import {Link} from '@/components/ui/link'
import {VisuallyHidden} from '@/components/ui/visually-hidden'
import type {MatchScorecardView} from '@/lib/match-day/view-types'
import {STATS_PATH} from '@/lib/routes'
import {SCORECARD_KEY} from './columns'
import {InningsCard, inningsId} from './innings-card'
import {OverChart} from './over-chart'
import {Jumps, Toss, WaysOn} from './match-scorecard.styles'

export const CHARTS_ID = 'over-by-over'

type Props = {scorecard: MatchScorecardView; cricsheetHref: string}

export function MatchScorecard({scorecard, cricsheetHref}: Props) {
  const {innings} = scorecard
  return (
    <>
      <Section aria-labelledby="scorecard-heading">
        <SectionHeading id="scorecard-heading">Scorecard</SectionHeading>
        <Jumps aria-label="On this scorecard">
          {innings.map((inn) => (
            <li key={inn.number}>
              <a href={`#${inningsId(inn.number)}`}>
                <span aria-hidden="true">{inn.team.code}</span>
                <VisuallyHidden>{inn.team.name}</VisuallyHidden> {inn.total}
              </a>
            </li>
          ))}
          <li>
            <a href={`#${CHARTS_ID}`}>Over by over</a>
          </li>
        </Jumps>
        {scorecard.toss ? <Toss>{scorecard.toss}</Toss> : null}
        {innings.map((inn) => (
          <InningsCard key={inn.number} innings={inn} />
        ))}
        <TableKey label="the scorecard" columns={SCORECARD_KEY} />
      </Section>
      {scorecard.chart.innings.some((i) => i.overs.length > 0) ? (
        <Section aria-labelledby={`${CHARTS_ID}-heading`} id={CHARTS_ID}>
          <SectionHeading id={`${CHARTS_ID}-heading`}>Over by over</SectionHeading>
          <OverChart {...scorecard.chart} />
        </Section>
      ) : null}
      <WaysOn>
        <li>
          <Link href={STATS_PATH}>Season leaderboards: orange and purple caps</Link>
        </li>
        <li>
          <a href={cricsheetHref} download>
            Download the ball-by-ball data (Cricsheet JSON)
          </a>
        </li>
      </WaysOn>
    </>
  )
}

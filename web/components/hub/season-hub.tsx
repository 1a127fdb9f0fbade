// The season on the home page, while a season has data: the matches being played (live), the latest
// results with scores and margins, the next fixtures with their time (IST) and venue, and the top of the
// table, each linking to its full page (the table to the leaderboards too).
// Without season data it renders nothing and the home page is the spec's. A match's live score shows in
// islands that follow the stream (Live now, its card); the hub renders again when a match starts or ends.
import {MatchList} from '@/components/league/match-list'
import {TableFrame} from '@/components/league/table-frame'
import {TeamLink} from '@/components/league/team-link'
import {POINTS_COLUMNS} from '@/components/league/points-table'
import {HomeSection} from '@/components/home/home-section'
import {LiveFrame} from '@/components/live/live-frame'
import {LiveNowBlock} from '@/components/live/live-now-block'
import type {ReactNode} from 'react'
import type {LeagueSeason} from '@/lib/content'
import {seasonTable} from '../../../league'
import {renderedMatches} from '@/lib/live/follow'
import {liveScoresOf} from '@/lib/live/live-scores'
import {matchPath, STATS_PATH} from '@/lib/routes'
import {HUB_TABLE_ROWS, hubHeadline, latestResults, nextFixtures, type HubHeadline} from '@/lib/home/hub-content'
import {Block, BlockHeading, Grid, Headline, MoreLink} from './season-hub.styles'

type Props = {season: LeagueSeason; now: number}

type More = {href: string; label: string}

/** One block of the hub: its heading, what it shows, and the ways on to the full pages. */
function HubBlock({id, title, more, children}: {id: string; title: string; more: More | More[]; children: ReactNode}) {
  return (
    <Block aria-labelledby={id}>
      <BlockHeading id={id}>{title}</BlockHeading>
      {children}
      {[more].flat().map((link) => (
        <MoreLink key={link.href} href={link.href}>
          {link.label} →
        </MoreLink>
      ))}
    </Block>
  )
}

/** "Next match: A v B · Sat, 28 Nov 2026, 8:00 am IST", linking to the match's page. */
function HeadlineLine({headline, seasonYear}: {headline: HubHeadline; seasonYear: number | null}) {
  const {label, text, match} = headline
  const href = seasonYear != null && match.matchNumber != null ? matchPath(seasonYear, match.matchNumber) : null
  return (
    <Headline>
      <strong>{label}:</strong> {href ? <MoreLink href={href}>{text}</MoreLink> : text}
    </Headline>
  )
}

export function SeasonHub({season, now}: Props) {
  if (!season || season.matches.length === 0) return null
  const results = latestResults(season.matches)
  const fixtures = nextFixtures(season.matches, now)
  const table = seasonTable(season).slice(0, HUB_TABLE_ROWS)
  const year = season.year ?? null
  const headline = hubHeadline(season.matches, now)
  return (
    <LiveFrame matches={renderedMatches(season)} follow="status">
      <HomeSection id="season" eyebrow={season.name ?? undefined} title="The Season">
        {headline ? <HeadlineLine headline={headline} seasonYear={year} /> : null}
        <LiveNowBlock scores={liveScoresOf(season)} />
        <Grid>
          {results.length > 0 ? (
            <HubBlock id="hub-results" title="Latest results" more={{href: '/matches/results', label: 'All results'}}>
              <MatchList matches={results} seasonYear={year} label="Latest results" />
            </HubBlock>
          ) : null}
          {fixtures.length > 0 ? (
            <HubBlock id="hub-fixtures" title="Next matches" more={{href: '/matches/schedules', label: 'Schedules'}}>
              <MatchList matches={fixtures} seasonYear={year} label="Next matches" />
            </HubBlock>
          ) : null}
          {table.length > 0 ? (
            <HubBlock
              id="hub-table"
              title="Top of the table"
              more={[
                {href: '/matches/points', label: 'Points table'},
                {href: STATS_PATH, label: 'Leaderboards: orange and purple caps'},
              ]}
            >
              <TableFrame label="Top of the points table" columns={POINTS_COLUMNS.slice(0, 4)} ranked>
                <tbody>
                  {table.map((row, i) => (
                    <tr key={row.team}>
                      <td>{i + 1}</td>
                      <th scope="row" data-wrap>
                        <TeamLink name={row.name} />
                      </th>
                      <td>{row.played}</td>
                      <td>
                        <strong>{row.points}</strong>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableFrame>
            </HubBlock>
          ) : null}
        </Grid>
      </HomeSection>
    </LiveFrame>
  )
}

// A compact list of matches (a team's page, the home page's season hub): each with its number, time
// (IST) and venue, both teams (linking to their pages) with their scores once played, the result, and a
// link to the match's own page. A match being played shows one score, its live line (an island that
// follows the stream), so that the page shows the same ball everywhere.
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {matchMargin, scoreText, STAGE_NAMES, toResultInput} from '../../../league'
import {matchPath} from '@/lib/routes'
import {formatMatchTime} from '../../../league/format'
import {DetailsLink, Item, List, Meta, Outcome, Sides} from './match-list.styles'
import {TeamLink} from './team-link'
import {LiveScore} from '@/components/live/live-score'
import {liveText} from '@/lib/live/scores'

/** A match as the season's getters score it: its live line and the version of its scorecard. */
type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number] & {scoreLine?: string | null; scoreVersion?: string | null}

type Props = {matches: readonly Match[]; seasonYear: number | null; label: string}

const isUpcoming = (m: Match) => !m.status || m.status === 'scheduled' || m.status === 'live'

export function MatchList({matches, seasonYear, label}: Props) {
  return (
    <List aria-label={label}>
      {matches.map((m) => {
        const live = m.status === 'live'
        const input = live ? null : toResultInput(m)
        const result = matchMargin(m)
        const stage = m.stage && m.stage !== 'league' ? `${STAGE_NAMES[m.stage]} · ` : ''
        return (
          <Item key={m._id} data-upcoming={isUpcoming(m) || undefined}>
            <Meta>
              {stage}Match {m.matchNumber} · {m.startsAt ? formatMatchTime(m.startsAt) : 'Time to be announced'}
              {m.venue ? ` · ${m.venue}` : ''}
            </Meta>
            <Sides>
              <span>
                <TeamLink name={m.homeTeam?.name} />
                {input?.home ? <span>{scoreText(input.home)}</span> : null}
              </span>
              <span>
                <TeamLink name={m.awayTeam?.name} />
                {input?.away ? <span>{scoreText(input.away)}</span> : null}
              </span>
            </Sides>
            {live ? (
              <Outcome>
                <LiveScore matchId={m._id} initial={liveText({line: m.scoreLine ?? null, status: 'live'}) ?? ''} version={m.scoreVersion ?? null} live />
              </Outcome>
            ) : result ? (
              <Outcome>{result}</Outcome>
            ) : null}
            {seasonYear != null && m.matchNumber != null ? (
              <DetailsLink href={matchPath(seasonYear, m.matchNumber)}>
                Match {m.matchNumber} details<span aria-hidden="true"> →</span>
              </DetailsLink>
            ) : null}
          </Item>
        )
      })}
    </List>
  )
}

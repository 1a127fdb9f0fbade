// Matches as cards on a phone (fixtures, results, a team's matches), like the home page's: grouped by
// the day they are played in India under a heading that stays in view while its cards scroll, each card
// with both sides' crests and short codes either side of a "v", the scores on one line each, the winner
// marked, the result, and (on a team's page) W, L, T or NR for that team. Styles: match-cards.styles.ts.
import {VisuallyHidden} from '@/components/ui/visually-hidden'
import {civilDateIn} from '../../../league/calendar/countdown'
import type {LeagueSeasonQueryResult} from '@/lib/content'
import {matchMargin, OUTCOME_NAMES, outcomeFor, scoreText, STAGE_NAMES, STATUS_NAMES, toResultInput} from '../../../league'
import {matchPath} from '@/lib/routes'
import {formatMatchClock, formatMatchDay} from '../../../league/format'
import {GroundMapLink} from './ground-map-link'
import {Card, CardTop, Day, DayHeading, Meta, OutcomeBadge, Result, Score, Side, Sides, Versus} from './match-cards.styles'
import {DetailsLink} from './match-list.styles'
import {TeamMark} from './team-mark'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]

type Props = {
  matches: readonly Match[]
  seasonYear: number | null
  label: string
  /** The level of the day headings: under the page's h1 (2) or a section's h2 (3). */
  level?: 2 | 3
  /** On a team's page: that team's id, for its W / L / T / NR on each card. */
  team?: string
}

const isUpcoming = (m: Match) => !m.status || m.status === 'scheduled' || m.status === 'live'

/** Consecutive matches on the same day (in India) together, in the order given. */
export function byDay(matches: readonly Match[]): {day: string | null; matches: Match[]}[] {
  const groups: {day: string | null; matches: Match[]}[] = []
  for (const m of matches) {
    const instant = m.startsAt ? Date.parse(m.startsAt) : Number.NaN
    const day = Number.isNaN(instant) ? null : civilDateIn(instant)
    const last = groups.at(-1)
    if (last && last.day === day) last.matches.push(m)
    else groups.push({day, matches: [m]})
  }
  return groups
}

function MatchCard({m, seasonYear, team}: {m: Match; seasonYear: number | null; team?: string}) {
  const input = toResultInput(m)
  const result = matchMargin(m)
  const outcome = team ? outcomeFor(m, team) : null
  const stage = m.stage && m.stage !== 'league' ? `${STAGE_NAMES[m.stage]} · ` : ''
  const sides = [
    {key: 'home', team: m.homeTeam, innings: input?.home},
    {key: 'away', team: m.awayTeam, innings: input?.away},
  ] as const
  return (
    <Card data-upcoming={isUpcoming(m) || undefined} data-status={m.status ?? 'scheduled'}>
      <CardTop>
        <Meta>
          {stage}Match {m.matchNumber ?? '?'} · {m.startsAt ? formatMatchClock(m.startsAt) : 'Time to be announced'}
          {m.venue ? ` · ${m.venue}` : ''}
          <GroundMapLink ground={m.ground} before=" · " />
        </Meta>
        {outcome ? (
          <OutcomeBadge $outcome={outcome}>
            <span aria-hidden="true">{outcome}</span>
            <VisuallyHidden>{OUTCOME_NAMES[outcome]}</VisuallyHidden>
          </OutcomeBadge>
        ) : null}
      </CardTop>
      <Sides>
        {sides.map((side, i) => {
          const won = m.status === 'completed' && m.winner === side.key
          return (
            <Side key={side.key} data-side={side.key} data-winner={won || undefined} data-loser={(m.status === 'completed' && m.winner !== 'tie' && !won) || undefined}>
              {i === 1 ? <Versus>v</Versus> : null}
              <TeamMark team={side.team} code="always" />
              {side.innings ? <Score>{scoreText(side.innings)}</Score> : null}
              {won ? <VisuallyHidden> (winner)</VisuallyHidden> : null}
            </Side>
          )
        })}
      </Sides>
      <Result>{result ?? STATUS_NAMES[m.status ?? 'scheduled']}</Result>
      {seasonYear != null && m.matchNumber != null ? (
        <DetailsLink href={matchPath(seasonYear, m.matchNumber)}>
          Match {m.matchNumber} details<span aria-hidden="true">{'\u00a0→'}</span>
        </DetailsLink>
      ) : null}
    </Card>
  )
}

export function MatchCards({matches, seasonYear, label, level = 3, team}: Props) {
  return (
    <div aria-label={label} role="group" data-match-cards="">
      {byDay(matches).map((group, i) => (
        <Day key={`${group.day ?? 'tba'}-${i}`}>
          <DayHeading as={level === 2 ? 'h2' : 'h3'}>{group.day ? formatMatchDay(group.matches[0]!.startsAt!) : 'Date to be announced'}</DayHeading>
          <ul>
            {group.matches.map((m) => (
              <li key={m._id}>
                <MatchCard m={m} seasonYear={seasonYear} team={team} />
              </li>
            ))}
          </ul>
        </Day>
      ))}
    </div>
  )
}

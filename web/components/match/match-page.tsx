// A match's page (/matches/<season>/<number>; the page's title names the match): while it is played the
// live card (once decided, the result banner); both teams (linking to their pages) with their innings as
// cricket writes them ("88/6 (5.5 overs)"), the result and margin (or, while it is played, the state of
// play), the share button, the date and time (IST), venue, stage, status and player of the match, then —
// where the match has a scorecard — the full scorecard and its charts, the ball-by-ball commentary and the
// match reports. Every score on it comes from one render of one scorecard (the page's), inside one live
// frame (components/live/live-frame.tsx) that follows each ball and never shows an older one.
import type {LeagueSeasonQueryResult, PostsQueryResult} from '@/lib/content'
import {formatMatchTime} from '../../../league/format'
import {GroundMapLink} from '@/components/league/ground-map-link'
import {Section, SectionHeading} from '@/components/league/page-section.styles'
import {TeamLink} from '@/components/league/team-link'
import {LiveFrame} from '@/components/live/live-frame'
import {PostList} from '@/components/news/post-list'
import {MatchScorecard} from '@/components/scorecard/match-scorecard'
import {ShareButton} from '@/components/share/share-button'
import {marginText, STAGE_NAMES, STATUS_NAMES, toResultInput, type Innings} from '../../../league'
import {liveLineOf} from '@/lib/live/live-scores'
import {liveText} from '@/lib/live/scores'
import type {MatchDay} from '@/lib/match-day/match-page'
import {Commentary} from './commentary'
import {LiveCard, ResultBanner} from './live-card'
import {Details, GroundLine, Result, Score, Scoreboard, Side} from './match-page.styles'

type Match = NonNullable<LeagueSeasonQueryResult>['matches'][number]

const innings = (i: Innings | undefined) =>
  i ? (
    <>
      {i.runs}/{i.wickets}
      <small>({i.overs.toFixed(1)} overs)</small>
    </>
  ) : null

type Props = {
  match: Match
  /** The version of the scorecard the page was rendered from (null without one). */
  version: string | null
  reports: PostsQueryResult
  day: MatchDay
  title: string
  cricsheetHref: string
}

export function MatchPage({match, version, reports, day, title, cricsheetHref}: Props) {
  const input = toResultInput(match)
  const name = (id: string) => (id === match.homeTeam?._id ? match.homeTeam?.name : match.awayTeam?.name) ?? 'Team'
  const result = input ? marginText(input, name) : null
  const battedFirst = input?.battedFirst === input?.awayTeam ? 'away' : 'home'
  const sides = [
    {key: 'home', team: match.homeTeam, innings: input?.home},
    {key: 'away', team: match.awayTeam, innings: input?.away},
  ]
  // Cricket lists the side that batted first on top.
  if (battedFirst === 'away') sides.reverse()
  const line = (match.status === 'live' && liveText({line: liveLineOf(match), status: 'live'})) || result || 'Yet to be played'
  return (
    <>
      <LiveFrame matches={[{id: match._id, version, status: match.status ?? 'scheduled'}]} follow="balls">
        {day.centre?.card ? <LiveCard card={day.centre.card} /> : day.centre?.result ? <ResultBanner result={day.centre.result} /> : null}
        <Scoreboard aria-label="Scoreboard">
          {sides.map((side) => (
            <Side key={side.key}>
              <h2>
                <TeamLink name={side.team?.name} />
              </h2>
              {side.innings ? <Score>{innings(side.innings)}</Score> : null}
            </Side>
          ))}
          <Result>
            <span data-live-score={match._id} aria-live="polite">
              {line}
            </span>
          </Result>
        </Scoreboard>
        <ShareButton title={title} text={day.share.line} whatsApp={day.share.text} />
        <Details>
          <div>
            <dt>Date and time</dt>
            <dd>{match.startsAt ? formatMatchTime(match.startsAt) : 'To be announced'}</dd>
          </div>
          <div>
            <dt>Venue</dt>
            <dd>
              {match.venue || 'To be announced'}
              {match.ground?.address ? <GroundLine data-ground-address="">{match.ground.address}</GroundLine> : null}
              {match.ground?.note ? <GroundLine>{match.ground.note}</GroundLine> : null}
              <GroundLine>
                <GroundMapLink ground={match.ground} />
              </GroundLine>
            </dd>
          </div>
          <div>
            <dt>Stage</dt>
            <dd>{STAGE_NAMES[match.stage ?? 'league']}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{STATUS_NAMES[match.status ?? 'scheduled']}</dd>
          </div>
          {match.playerOfMatch ? (
            <div>
              <dt>Player of the match</dt>
              <dd>{match.playerOfMatch}</dd>
            </div>
          ) : null}
        </Details>
        {day.scorecard ? <MatchScorecard scorecard={day.scorecard} cricsheetHref={cricsheetHref} /> : null}
        {day.centre ? <Commentary commentary={day.centre.commentary} live={match.status === 'live'} /> : null}
      </LiveFrame>
      {reports.length > 0 ? (
        <Section aria-labelledby="match-reports">
          <SectionHeading id="match-reports">Match report</SectionHeading>
          <PostList posts={reports} label="Reports of this match" />
        </Section>
      ) : null}
    </>
  )
}

// A player's page (/participation/players/<slug>; the page's title names the player): their team and
// role, the season's batting and bowling figures as tiles, best performances and player-of-the-match
// awards, then every match they played with what they did in it, each linking to its scorecard.
import {SectionHeading} from '@/components/league/page-section.styles'
import {TableFrame} from '@/components/league/table-frame'
import {TeamCode} from '@/components/league/team-code'
import {TeamLink} from '@/components/league/team-link'
import {Link} from '@/components/ui/link'
import type {Figure, PlayerSeasonView} from '@/lib/match-day/view-types'
import {STATS_PATH} from '@/lib/routes'
import {Award, Facts, Highlights, Matches, MoreLink, Sections, Star, Tiles} from './player-season.styles'

type Props = {
  season: PlayerSeasonView
  team: string | null
  role: string
  society: string | null
  seasonName: string
}

/** A heading and its figures; nothing at all for a player with none (a batter who never bowled). */
function FigureTiles({id, title, figures}: {id: string; title: string; figures: Figure[]}) {
  if (figures.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id}>{title}</SectionHeading>
      <Tiles>
        {figures.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </Tiles>
    </section>
  )
}

export function PlayerSeason({season, team, role, society, seasonName}: Props) {
  return (
    <>
      <Facts>
        <div>
          <dt>Team</dt>
          <dd>
            <TeamLink name={team} />
          </dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{role}</dd>
        </div>
        {society ? (
          <div>
            <dt>Society</dt>
            <dd>{society}</dd>
          </div>
        ) : null}
      </Facts>
      {season.matches.length === 0 ? (
        <p>No {seasonName} scorecard names this player yet: their figures appear here after their first match.</p>
      ) : (
        <Sections>
          {season.bests.length > 0 || season.awards.length > 0 ? (
            <section aria-labelledby="player-bests">
              <SectionHeading id="player-bests">Best of the season</SectionHeading>
              <Highlights>
                {season.bests.map((best) => (
                  <li key={best.label}>
                    <span>{best.label}</span>
                    <strong>{best.figure}</strong> <Link href={best.match.href}>{best.match.label}</Link>
                  </li>
                ))}
                {season.awards.map((award) => (
                  <Award key={award.href}>
                    <span>Player of the match</span>
                    <Link href={award.href}>{award.label}</Link>
                  </Award>
                ))}
              </Highlights>
            </section>
          ) : null}
          <FigureTiles id="player-batting" title="Batting" figures={season.batting} />
          <FigureTiles id="player-bowling" title="Bowling" figures={season.bowling} />
          <section aria-labelledby="player-matches">
            <SectionHeading id="player-matches">Match by match</SectionHeading>
            <Matches>
              <TableFrame label={`${seasonName}, match by match`} columns={['Match', 'Batting', 'Bowling']}>
                <tbody>
                  {season.matches.map((m) => (
                    <tr key={m.match.href}>
                      <th scope="row" data-wrap>
                        <Link href={m.match.href}>{m.match.label}</Link>
                        <small>
                          v <TeamCode team={m.match.opponent} />
                          {m.match.date ? ` · ${m.match.date}` : ''}
                        </small>
                        {m.playerOfMatch ? <Star>Player of the match</Star> : null}
                      </th>
                      <td>{m.batting}</td>
                      <td>{m.bowling}</td>
                    </tr>
                  ))}
                </tbody>
              </TableFrame>
            </Matches>
          </section>
        </Sections>
      )}
      <MoreLink href={STATS_PATH}>Season leaderboards →</MoreLink>
    </>
  )
}

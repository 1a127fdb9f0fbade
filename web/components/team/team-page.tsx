// A team's page (/participation/teams/<slug>; the page's title names the team): crest, society,
// captain, place in the table and calendar feed, then its fixtures and results, its squad with roles and
// auction prices, and the news about it. Sections without data are left out.
import {formatRupees} from '../../../league/format'
import {ordinal} from '../../../league/ordinal'
import {Section, SectionHeading} from '@/components/league/page-section.styles'
import {PlayerLink} from '@/components/league/player-link'
import {TableFrame} from '@/components/league/table-frame'
import {PostList} from '@/components/news/post-list'
import {CmsImage} from '@/components/ui/cms-image'
import {Link} from '@/components/ui/link'
import {CalendarFeedLinks} from '@/components/seo/calendar-feed-links'
import {teamCalendarPath} from '@/lib/calendar/calendar-file'
import {SUBSCRIBE_NOTE} from '@/lib/calendar/subscribe'
import {TeamMatches} from '@/components/league/team-matches'
import {roleName} from '../../../league'
import {TEAM_MATCHES_ID} from '@/components/participation/team-links'
import type {TeamPageData} from '@/lib/league/team-data'
import {Facts, Icon, Profile, TEAM_CREST_PX} from './team-page.styles'

export function TeamPage({data}: {data: TeamPageData}) {
  const {team, captain, standing, matches, squad, posts, note, slug, seasonYear, directory} = data
  return (
    <>
      <Profile>
        {team.logo?.asset ? (
          <CmsImage image={team.logo} width={TEAM_CREST_PX} height={TEAM_CREST_PX} decorative loading="eager" />
        ) : (
          <Icon aria-hidden="true">{team.icon ?? '🏏'}</Icon>
        )}
        <Facts>
          {team.society?.name ? (
            <div>
              <dt>Society</dt>
              <dd>
                {team.society.name}, {team.society.location}
              </dd>
            </div>
          ) : null}
          {captain ? (
            <div>
              <dt>Captain</dt>
              <dd>{captain}</dd>
            </div>
          ) : null}
          {standing ? (
            <div>
              <dt>In the table</dt>
              <dd>
                <Link href="/matches/points">
                  {ordinal(standing.position)} of {standing.of}
                </Link>{' '}
                · {standing.points} pts from {standing.played}
              </dd>
            </div>
          ) : null}
          {matches.length > 0 ? (
            <div data-calendar="">
              <dt>Calendar</dt>
              <dd>
                <CalendarFeedLinks path={teamCalendarPath(slug)} feedName={`the fixtures of ${team.name}`} />
                <small>{SUBSCRIBE_NOTE}</small>
              </dd>
            </div>
          ) : null}
        </Facts>
      </Profile>
      {matches.length > 0 ? (
        <Section aria-labelledby={TEAM_MATCHES_ID}>
          <SectionHeading id={TEAM_MATCHES_ID}>Fixtures and results</SectionHeading>
          <TeamMatches matches={matches} seasonYear={seasonYear} team={team} />
        </Section>
      ) : null}
      {squad.length > 0 ? (
        <Section aria-labelledby="team-squad">
          <SectionHeading id="team-squad">Squad</SectionHeading>
          <TableFrame label={`${team.name} squad`} columns={['Player', 'Role', 'Price']}>
            <tbody>
              {squad.map((p) => (
                <tr key={p._id}>
                  <th scope="row" data-wrap>
                    <PlayerLink player={directory.name(p._id)} />
                  </th>
                  <td>{roleName(p.role)}</td>
                  <td>{p.auctionPrice != null ? formatRupees(p.auctionPrice) : ''}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        </Section>
      ) : null}
      {posts.length > 0 || note?.slug ? (
        <Section aria-labelledby="team-news">
          <SectionHeading id="team-news">News</SectionHeading>
          {posts.length > 0 ? <PostList posts={posts} label={`News about ${team.name}`} /> : null}
          {note?.slug ? (
            <p>
              <Link href={`/news/${note.slug}`}>The captain’s note for the season</Link>
            </p>
          ) : null}
        </Section>
      ) : null}
    </>
  )
}

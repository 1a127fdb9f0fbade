// The teams of the season (/participation/teams): compact cards of crest (or icon), name and home
// society, each leading on to the team's news, players and fixtures where those exist; then the CMS's
// placeholder card for the next team to join, drawn as an open slot. Styles: team-list.styles.ts
// (CREST_PX lives there).
import {Link} from '@/components/ui/link'
import {CardGrid} from '@/components/ui/card-grid'
import {CmsImage} from '@/components/ui/cms-image'
import type {TeamsQueryResult} from '@/lib/content'
import {VisuallyHidden} from '@/components/ui/visually-hidden'
import {CREST_PX, SlotBadge, TeamCard, TeamIcon, TeamSlot, TeamWays} from './team-list.styles'
import type {TeamLinks} from './team-links'
import {TeamLink} from '@/components/league/team-link'

type Props = {teams: TeamsQueryResult; links: Map<string, TeamLinks>}

export function TeamList({teams, links}: Props) {
  if (teams.length === 0) return <p>The teams will be announced soon.</p>
  return (
    <CardGrid columns={2} aria-label="Teams">
      {teams.map((team, position) =>
        team.isPlaceholder ? (
          <TeamSlot key={team._id}>
            <SlotBadge aria-hidden="true">
              <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                <path d="M12 5v14M5 12h14" />
              </svg>
            </SlotBadge>
            <h2>{team.name ?? 'Your team here'}</h2>
            <p>
              Want your society in the league? <Link href="/contact">Get in touch</Link>
            </p>
          </TeamSlot>
        ) : (
          <TeamCard key={team._id}>
            {team.logo?.asset ? (
              <CmsImage image={team.logo} width={CREST_PX} height={CREST_PX} decorative loading={position < 3 ? 'eager' : 'lazy'} />
            ) : (
              <TeamIcon aria-hidden="true">{team.icon ?? '🏏'}</TeamIcon>
            )}
            <div>
              <h2>
                <TeamLink name={team.name} />
              </h2>
              {team.society?.name ? <p>{team.society.name}</p> : null}
            </div>
            <TeamLinkRow team={team.name ?? 'Team'} links={links.get(team._id)} />
          </TeamCard>
        ),
      )}
    </CardGrid>
  )
}

const LINK_LABELS: [keyof TeamLinks, string, string][] = [
  ['news', 'Team news', 'about'],
  ['players', 'Players', 'of'],
  ['fixtures', 'Fixtures', 'of'],
]

/** The team's ways on (a paragraph of links, not a nested list: the grid's items stay the teams),
 * each named with the team for screen readers ("Team news about Oxygen Gangsters"). */
function TeamLinkRow({team, links}: {team: string; links: TeamLinks | undefined}) {
  const present = LINK_LABELS.flatMap(([key, label, joiner]) => {
    const href = links?.[key]
    return href ? [{key, label, joiner, href}] : []
  })
  if (present.length === 0) return null
  return (
    <TeamWays>
      {present.map(({key, label, joiner, href}) => {
        const name = (
          <>
            {label}
            <VisuallyHidden>{` ${joiner} ${team}`}</VisuallyHidden>
          </>
        )
        // A link to a team's block on another page is a plain document load, so the browser lands
        // on it and marks it :target (a client-side push would do neither reliably).
        return href.includes('#') ? (
          <a key={key} href={href}>
            {name}
          </a>
        ) : (
          <Link key={key} href={href}>
            {name}
          </Link>
        )
      })}
    </TeamWays>
  )
}

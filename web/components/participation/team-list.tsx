// The teams of the season (/participation/teams): compact cards of crest (or icon), name and home
// society, each leading on to the team's news, players and fixtures where those exist; then the CMS's
// placeholder card for the next team to join, drawn as an open slot.
import Link from 'next/link'
import {CardGrid} from '@/components/ui/card-grid'
import styled, {css} from 'styled-components'
import {CmsImage} from '@/components/ui/cms-image'
import type {TeamsQueryResult} from '@/lib/content'
import {media, theme} from '@/theme/theme'
import type {TeamLinks} from './team-links'

const CREST_PX = 64
const SLOT_BADGE_PX = 72

type Props = {teams: TeamsQueryResult; links: Map<string, TeamLinks>}

export function TeamList({teams, links}: Props) {
  if (teams.length === 0) return <p>The teams will be announced soon.</p>
  return (
    <CardGrid columns={2} aria-label="Teams">
      {teams.map((team, position) =>
        team.isPlaceholder ? (
          <OpenSlot key={team._id}>
            <PlusBadge aria-hidden="true">
              <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                <path d="M12 5v14M5 12h14" />
              </svg>
            </PlusBadge>
            <h2>{team.name ?? 'Your team here'}</h2>
            <p>
              Want your society in the league? <Link href="/contact">Get in touch</Link>
            </p>
          </OpenSlot>
        ) : (
          <TeamCard key={team._id}>
            {team.logo?.asset ? (
              <CmsImage image={team.logo} width={CREST_PX} height={CREST_PX} decorative loading={position < 3 ? 'eager' : 'lazy'} />
            ) : (
              <Icon aria-hidden="true">{team.icon ?? '🏏'}</Icon>
            )}
            <div>
              <h2>{team.name ?? 'Team'}</h2>
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
    <Ways>
      {present.map(({key, label, joiner, href}) => {
        const name = (
          <>
            {label}
            <span className="visually-hidden">{` ${joiner} ${team}`}</span>
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
    </Ways>
  )
}

const cardBase = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.xl} ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  text-align: center;

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`

/** Crest beside the name and society, the links in a row under them: a short card. */
const TeamCard = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  column-gap: ${theme.space.md};
  row-gap: ${theme.space.sm};
  padding: ${theme.space.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-top: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};

  img {
    width: ${CREST_PX}px;
    height: ${CREST_PX}px;
    border-radius: 50%;
    box-shadow: ${theme.shadows.card};
  }
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
    line-height: 1.25;
    color: ${theme.colors.primaryDark};
  }
  p {
    margin: ${theme.space.xs} 0 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }
`

/** Doubled class: beats the card's own "p" style. */
const Ways = styled.p`
  && {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${theme.space.lg};
    margin: 0;
    padding-top: ${theme.space.xs};
    border-top: 1px solid ${theme.colors.border};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
    text-underline-offset: 3px;
  }
`

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: ${CREST_PX}px;
  height: ${CREST_PX}px;
  border-radius: 50%;
  background: ${theme.colors.surfaceAlt};
  font-size: 2rem;
`

/** A full-width open slot under the teams: clearly not a team yet. */
const OpenSlot = styled.li`
  ${cardBase}
  grid-column: 1 / -1;
  justify-content: center;
  background: transparent;
  border: 3px dashed ${theme.colors.primary};
  color: ${theme.colors.primaryDark};
  ${media.sm} {
    display: grid;
    grid-template-columns: auto 1fr;
    grid-template-rows: auto auto;
    column-gap: ${theme.space.lg};
    align-items: center;
    padding: ${theme.space.lg} ${theme.space.xl};
    text-align: left;

    & > span {
      grid-row: 1 / 3;
    }
    h2 {
      align-self: end;
    }
    p {
      align-self: start;
    }
  }
`

const PlusBadge = styled.span`
  display: grid;
  place-items: center;
  width: ${SLOT_BADGE_PX}px;
  height: ${SLOT_BADGE_PX}px;
  border-radius: 50%;
  background: ${theme.gradients.gold};
  color: ${theme.colors.primaryDark};
`

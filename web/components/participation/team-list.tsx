// The teams of the season (/participation/teams): crest (or icon), name and home society, then the
// CMS's placeholder card for the next team to join, drawn as an open slot.
import Link from 'next/link'
import {CardGrid} from '@/components/ui/card-grid'
import styled, {css} from 'styled-components'
import {CmsImage} from '@/components/ui/cms-image'
import type {TeamsQueryResult} from '@/lib/content'
import {media, theme} from '@/theme/theme'

const CREST_PX = 96

export function TeamList({teams}: {teams: TeamsQueryResult}) {
  if (teams.length === 0) return <p>The teams will be announced soon.</p>
  return (
    <CardGrid $columns={4} aria-label="Teams">
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
            <h2>{team.name ?? 'Team'}</h2>
            {team.society?.name ? <p>{team.society.name}</p> : null}
          </TeamCard>
        ),
      )}
    </CardGrid>
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

const TeamCard = styled.li`
  ${cardBase}
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-top: 5px solid ${theme.colors.primary};
  box-shadow: ${theme.shadows.card};

  img {
    width: ${CREST_PX}px;
    height: ${CREST_PX}px;
    border-radius: 50%;
    box-shadow: ${theme.shadows.card};
  }
  h2 {
    color: ${theme.colors.primaryDark};
  }
  p {
    color: ${theme.colors.inkMuted};
  }
`

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: ${CREST_PX}px;
  height: ${CREST_PX}px;
  border-radius: 50%;
  background: ${theme.colors.surfaceAlt};
  font-size: 3rem;
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
  width: ${CREST_PX}px;
  height: ${CREST_PX}px;
  border-radius: 50%;
  background: ${theme.gradients.gold};
  color: ${theme.colors.primaryDark};
`

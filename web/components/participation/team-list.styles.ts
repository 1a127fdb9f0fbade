// The teams page's cards (team-list.tsx): a team's short card (crest beside name and society, its links
// in a row under them) and the open slot for the next team.
import styled from 'styled-components'
import {media, roundBadge, standaloneLink, theme} from '@/theme/theme'

/** A team's crest (or icon), px. */
export const CREST_PX = 64
/** The open slot's plus badge, px. */
const SLOT_BADGE_PX = 72

export const TeamCard = styled.li`
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
  /* The team's name leads: in the condensed heading face it needs a size above the society's text. */
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: 1.25;
    color: ${theme.colors.primaryDark};
  }
  p {
    margin: ${theme.space.xs} 0 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }
`

/** The team's ways on; doubled class: beats the card's own "p" rule. */
export const TeamWays = styled.p`
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
    ${standaloneLink}
    font-size: ${theme.fontSizes.sm};
  }
`

export const TeamIcon = styled.span`
  ${roundBadge(CREST_PX)}
  background: ${theme.colors.surfaceAlt};
  font-size: 2rem;
`

/** A full-width open slot under the teams: clearly not a team yet. */
export const TeamSlot = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.xl} ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  text-align: center;
  grid-column: 1 / -1;
  justify-content: center;
  background: transparent;
  border: 3px dashed ${theme.colors.primary};
  color: ${theme.colors.primaryDark};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
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

export const SlotBadge = styled.span`
  ${roundBadge(SLOT_BADGE_PX)}
  background: ${theme.gradients.gold};
  color: ${theme.colors.primaryDark};
`

// The look of a team's page (team-page.tsx): the crest beside the team's facts (society, captain, place
// in the table, calendar feed), then its matches, squad and news.
import styled from 'styled-components'
import {factList, leadCard} from '@/components/league/page-section.styles'
import {media, roundBadge, standaloneLink, theme} from '@/theme/theme'

/** The crest on a team's page, px. */
export const TEAM_CREST_PX = 96

export const Profile = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space.md} ${theme.space.lg};
  align-items: center;
  margin-bottom: ${theme.space.xl};
  ${leadCard}

  img {
    display: block;
    width: ${TEAM_CREST_PX}px;
    height: ${TEAM_CREST_PX}px;
    border-radius: 50%;
  }
  ${media.belowSm} {
    grid-template-columns: minmax(0, 1fr);
  }
`

export const Icon = styled.span`
  ${roundBadge(TEAM_CREST_PX)}
  background: ${theme.colors.surfaceAlt};
  font-size: 3rem;
`

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${theme.space.md};
  ${factList}
  a {
    ${standaloneLink}
    min-height: 24px;
  }
  /* The feed's links and what subscribing means take the whole row. */
  [data-calendar] {
    grid-column: 1 / -1;
  }
  [data-calendar] small {
    display: block;
    color: ${theme.colors.inkMuted};
    font-weight: 400;
  }
`

// The look of a player's page (player-season.tsx): the facts card, the season's bests as a row of
// highlights (the player-of-the-match awards in gold), the figures as tiles, the match list.
import styled from 'styled-components'
import {Link} from '@/components/ui/link'
import {factList, leadCard} from '@/components/league/page-section.styles'
import {labelCaps, standaloneLink, theme} from '@/theme/theme'

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${theme.space.md};
  ${leadCard}
  ${factList}
  margin-bottom: ${theme.space.xl};
`

/** The page's sections, evenly apart. */
export const Sections = styled.div`
  display: grid;
  gap: ${theme.space.xl};
`

export const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${theme.space.sm};
  margin: 0;

  div {
    padding: ${theme.space.sm} ${theme.space.md};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  }
  dt {
    color: ${theme.colors.inkMuted};
    ${labelCaps}
  }
  dd {
    margin: 0;
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.h3};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${theme.colors.primaryDark};
  }
`

export const Highlights = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${theme.space.sm} ${theme.space.md};
    border-left: 4px solid ${theme.colors.primary};
    background: ${theme.colors.surfaceAlt};
    border-radius: ${theme.radii.sm};
  }
  li > span {
    display: block;
    color: ${theme.colors.inkMuted};
    ${labelCaps}
  }
  strong {
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.h4};
  }
`

/** The match list: the opponent and day in small type under each match, the award in gold. */
export const Matches = styled.div`
  th small {
    display: block;
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.xs};
    font-weight: 400;
  }
  tbody th a {
    font-weight: 700;
  }
`

/** "Player of the match" under a match it was won in. */
export const Star = styled.span`
  display: inline-block;
  margin-top: ${theme.space.xs};
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radii.sm};
  background: ${theme.gradients.gold};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
`

export const Award = styled.li`
  && {
    border-left-color: ${theme.colors.accent};
  }
`

export const MoreLink = styled(Link)`
  ${standaloneLink}
  margin-top: ${theme.space.lg};
`

// The look of a compact list of matches (match-list.tsx): one card per match, the teams and scores in
// the largest type, the time, venue and result under them.
import styled, {css} from 'styled-components'
import {Link} from '@/components/ui/link'
import {standaloneLink, theme} from '@/theme/theme'

export const List = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
`

/** A match's card: white, a green edge on the left (gold while it is still to be played). */
export const matchCard = css`
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radii.md};

  &[data-upcoming] {
    border-left-color: ${theme.colors.accent};
  }
`

export const Item = styled.li`
  display: grid;
  gap: ${theme.space.xs};
  ${matchCard}
`

export const Meta = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`

export const Sides = styled.p`
  display: grid;
  gap: 2px;
  margin: 0;
  font-weight: 700;
  font-size: ${theme.fontSizes.md};

  span {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${theme.space.md};
  }
  a {
    color: ${theme.colors.primaryDark};
  }
`

export const Outcome = styled.p`
  margin: 0;
  color: ${theme.colors.ink};
`

export const DetailsLink = styled(Link)`
  ${standaloneLink}
  min-height: 32px;
  justify-self: start;
  font-size: ${theme.fontSizes.sm};
`

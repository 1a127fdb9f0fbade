// The points table's own parts (points-table.tsx): the form tiles, the form under the team's code on a
// phone, and the mark of the places that play the final (a gold bar on the position, and its key).
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'

export const FormStrip = styled.span`
  display: inline-flex;
  gap: 2px;

  [data-outcome] {
    display: grid;
    place-items: center;
    width: 1rem;
    height: 1rem;
    border-radius: 3px;
    font-size: 0.625rem;
    font-weight: 800;
    line-height: 1;
    color: ${theme.colors.onPrimary};
    background: ${theme.colors.inkMuted};
  }
  [data-outcome='W'] {
    background: ${theme.colors.primary};
  }
  [data-outcome='L'] {
    background: ${theme.colors.danger};
  }
`

/** The form under the team's code, below the sm breakpoint only (the Form column shows it from there). */
export const NarrowForm = styled.span`
  display: block;
  margin-top: 2px;
  ${media.sm} {
    display: none;
  }
`

/** "The top 2 play the final", with the gold bar the table gives those rows. */
export const FinalPlaceKey = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};

  &::before {
    content: '';
    width: 4px;
    height: 1.25rem;
    background: ${theme.colors.accent};
    border-radius: 2px;
  }
`

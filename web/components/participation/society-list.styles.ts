// The line under a society's card naming its team (society-list.tsx): the crest and the team's name
// linking to its page, or "No team this season" in the muted ink.
import styled from 'styled-components'
import {theme} from '@/theme/theme'

export const SocietyTeam = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: auto;
  padding-top: ${theme.space.sm};
  color: ${theme.colors.inkMuted};
  font-weight: 600;

  a {
    min-height: 44px;
    color: ${theme.colors.primary};
    font-weight: 700;
  }
`

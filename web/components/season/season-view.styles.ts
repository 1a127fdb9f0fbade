// The season's page and the seasons list: the state line, the row of links to the season's pages, and
// the list of seasons.
import styled from 'styled-components'
import {theme} from '@/theme/theme'

export const StateLine = styled.p`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.fontSizes.md};

  strong {
    color: ${theme.colors.primaryDark};
  }
`

/** The ways on to the season's pages: a row that wraps, each link a comfortable target. */
export const SeasonLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
  }
`

export const SeasonList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
    font-size: ${theme.fontSizes.lg};
  }
`

export const SeasonMeta = styled.span`
  display: block;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`

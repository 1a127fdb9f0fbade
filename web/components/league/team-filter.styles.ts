// The team filter's look (team-filter.tsx): a row of pills that wraps; crest and code on a phone, crest
// and full name from the sm breakpoint; the chosen one filled in the league's green.
import styled from 'styled-components'
import {media, theme, visuallyHidden} from '@/theme/theme'

export const FilterList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 44px;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
    color: ${theme.colors.primaryDark};
    font-weight: 700;
    font-size: ${theme.fontSizes.sm};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  img {
    width: 20px;
    height: 20px;
    border-radius: 50%;
  }
  [data-code] {
    ${media.sm} {
      display: none;
    }
  }
  [data-name] {
    ${media.belowSm} {
      ${visuallyHidden}
    }
  }
`

// The look of the commentary (commentary.tsx): one line a ball with its over.ball in a fixed column,
// a wicket's line in the live red, an over's end as a tinted band, a milestone in the league's gold.
import styled from 'styled-components'
import {theme} from '@/theme/theme'
import {centreClasses} from './centre-classes'

export const Innings = styled.section`
  & ~ & {
    margin-top: ${theme.space.lg};
  }

  h3 {
    margin: 0 0 ${theme.space.sm};
    color: ${theme.colors.primaryDark};
    font-size: ${theme.fontSizes.h4};
  }
`

export const CommentaryLines = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;

  li {
    padding: ${theme.space.xs} ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.border};
  }
  .${centreClasses.ball} {
    display: inline-block;
    min-width: 2.5em;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .${centreClasses.lineWicket} {
    border-inline-start: 4px solid ${theme.colors.live};
    font-weight: 700;
  }
  .${centreClasses.overEnd} {
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
  }
  .${centreClasses.milestone} {
    border-inline-start: 4px solid ${theme.colors.accent};
    font-weight: 700;
  }
`

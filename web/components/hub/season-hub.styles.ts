// The look of the home page's season hub (season-hub.tsx): the latest results, the next fixtures and the
// top of the table side by side on a wide screen, one under the other on a phone (results first).
import styled from 'styled-components'
import {Link} from '@/components/ui/link'
import {media, standaloneLink, theme} from '@/theme/theme'

export const Grid = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${media.md} {
    /* The table's column is never narrower than the table, so it shows every column without scrolling
       while the three share a narrow screen. */
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(min-content, 1fr);
  }
`

export const Block = styled.section`
  min-width: 0;
`

/** Each block's heading: under the section's h2, above the match cards' text. */
export const BlockHeading = styled.h3`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.h4};
  color: ${theme.colors.primaryDark};
`

/** The hub's first line: the champion, the final or the next match. */
export const Headline = styled.p`
  margin: 0 0 ${theme.space.lg};
  font-size: ${theme.fontSizes.lg};
`

export const MoreLink = styled(Link)`
  ${standaloneLink}
`

// A section of a season page (/news, a team's page, a match's page, the home page's hub): its heading
// clearly above the card titles under it at every width.
import styled, {css} from 'styled-components'
import {theme} from '@/theme/theme'

/* "~", not "+": a styled component rendered on the server puts its <style> element just before it, so
   two sections are never adjacent siblings in the HTML. */
export const Section = styled.section`
  & ~ & {
    margin-top: ${theme.space.xl};
  }
`

export const SectionHeading = styled.h2`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.fontSizes.h2};
  line-height: ${theme.lineHeights.heading};
  color: ${theme.colors.primaryDark};
`

/** The white card a team's or a match's page opens with, its top edge in the league's green. */
export const leadCard = css`
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-top: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
`

/** A <dl> of facts (a team's society and captain, a match's time and venue): small caps over each value. */
export const factList = css`
  margin: 0;

  dt {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  dd {
    margin: ${theme.space.xs} 0 0;
    font-weight: 700;
  }
`

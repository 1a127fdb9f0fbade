// The organisers' other contacts (contact-details.tsx), by class name: the green contact panel, as an
// aside, sits at the start of its grid area rather than stretching to fill it. Part of the site
// stylesheet (components/layout/site-stylesheet.ts).
import {css} from 'styled-components'

export const contactDetailsStyles = css`
  .contact-details-aside {
    align-self: start;
  }
`

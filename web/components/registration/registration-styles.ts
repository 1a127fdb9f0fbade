// /join/registration's support contact card (registration-contact.tsx), by class name: the shared
// green ContactPanel, narrowed and centred. Part of the site stylesheet
// (components/layout/site-stylesheet.ts).
import {css} from 'styled-components'

export const registrationStyles = css`
  .registration-contact-card {
    max-width: 26rem;
    margin: 0 auto;
  }
`

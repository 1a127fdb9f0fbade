// The 404 pages' ways on (not-found-content.tsx): latest news beside the main sections from tablet
// width up; stacked on phones.
import styled from 'styled-components'
import {media, standaloneLink, theme} from '@/theme/theme'

export const WaysOn = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  margin-top: ${theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }

  h2 {
    margin-top: 0;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primaryDark};
  }
`

export const SectionLinks = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    ${standaloneLink}
  }
`

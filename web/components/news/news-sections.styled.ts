// The /news page's sections: each heading clearly above the card titles under it at every width.
import styled from 'styled-components'
import {theme} from '@/theme/theme'

export const Section = styled.section`
  & + & {
    margin-top: ${theme.space.xl};
  }
`

export const SectionHeading = styled.h2`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.fontSizes.h2};
  line-height: ${theme.lineHeights.heading};
  color: ${theme.colors.primaryDark};
`

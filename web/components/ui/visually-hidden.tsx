// Text for screen readers only: a heading the layout shows otherwise, a link's fuller name.
import styled from 'styled-components'
import {visuallyHidden} from '@/theme/theme'

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`

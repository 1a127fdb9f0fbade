// One view below the sm breakpoint, another from it up: the phone's match cards and the wider
// screen's table of the same matches. Both are in the HTML (no script decides); the one not shown is
// display: none, so it is out of the accessibility tree too.
import styled from 'styled-components'
import {media} from '@/theme/theme'

export const PhoneOnly = styled.div`
  ${media.sm} {
    display: none;
  }
`

export const WideOnly = styled.div`
  ${media.belowSm} {
    display: none;
  }
`

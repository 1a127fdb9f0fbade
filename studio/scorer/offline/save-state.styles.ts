// The save-state line and the notices under the scoreboard, on the Studio's own card colours.
import styled from 'styled-components'
import {tokens} from '../../../league/design/tokens'
import {alertBox} from '../scorer.styles'

export const State = styled.p`
  margin: 0;
  font-size: ${tokens.fontSizes.sm};
  font-weight: 600;
  color: var(--card-muted-fg-color);

  &[data-state='offline'] {
    color: var(--card-badge-caution-fg-color, ${tokens.colors.ink});
  }
`

export const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  ${alertBox}
`

export const Ready = styled.p`
  margin: 0;
  font-size: ${tokens.fontSizes.sm};
  color: var(--card-muted-fg-color);
`

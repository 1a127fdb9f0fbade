// The look of a team's crest and name (team-mark.tsx): crest and code side by side, the code in the
// display face; the full name instead of the code from the sm breakpoint up where the code is "narrow".
import styled, {css} from 'styled-components'
import {Link} from '@/components/ui/link'
import {media, roundBadge, theme, visuallyHidden} from '@/theme/theme'

const CREST = '28px'

const mark = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-width: 0;
  vertical-align: middle;

  img {
    flex: none;
    width: ${CREST};
    height: ${CREST};
    border-radius: 50%;
  }
`

export const MarkLink = styled(Link)`
  ${mark}
  color: inherit;
  text-underline-offset: 3px;
`

export const MarkText = styled.span`
  ${mark}
`

export const CrestIcon = styled.span`
  ${roundBadge(28)}
  flex: none;
  background: ${theme.colors.surfaceAlt};
  font-size: 1rem;
`

export const Code = styled.span<{$always: boolean}>`
  font-family: ${theme.fonts.display};
  font-weight: 700;
  font-size: 1.125rem;
  letter-spacing: 0.04em;
  ${(p) =>
    !p.$always &&
    css`
      ${media.sm} {
        display: none;
      }
    `}
`

export const FullName = styled.span<{$code: 'always' | 'narrow' | 'never'}>`
  ${(p) =>
    p.$code === 'always'
      ? visuallyHidden
      : p.$code === 'narrow' &&
        css`
          ${media.belowSm} {
            ${visuallyHidden}
          }
        `}
`

// The plain card's look (Card in card-grid.tsx).
import {css} from 'styled-components'
import {theme} from '@/theme/theme'

/** The plain card: white, bordered, rounded, its heading and muted text. */
export const cardLook = css`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  padding: ${theme.space.lg};

  h2,
  h3 {
    font-size: ${theme.fontSizes.lg};
    margin: 0 0 ${theme.space.xs};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`

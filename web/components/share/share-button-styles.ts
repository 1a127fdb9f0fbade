// The share button's row (share-button.tsx), below the article text it shares, by class name: part
// of the site stylesheet (components/layout/site-stylesheet.ts).
import {css} from 'styled-components'
import {theme} from '@/theme/theme'

export const shareButtonStyles = css`
  .share {
    margin-top: ${theme.space.lg};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.md};
  }
  .share-status {
    margin: 0;
    color: ${theme.colors.primary};
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`

// The look of Button, ButtonLink and ButtonRow (button.tsx), by class name: part of the site
// stylesheet (components/layout/site-stylesheet.ts), so no page carries its own copy.
import {css} from 'styled-components'
import {theme} from '@/theme/theme'

export const buttonStyles = css`
  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space.sm};
    min-height: 44px;
    padding: ${theme.space.sm} ${theme.space.lg};
    border-radius: ${theme.radii.pill};
    border: 2px solid ${theme.colors.primary};
    font: inherit;
    font-weight: 700;
    text-decoration: none;
    cursor: pointer;
    color: ${theme.colors.onPrimary};
    background: ${theme.colors.primary};

    &:hover {
      background: ${theme.colors.primaryDark};
    }
    &[data-variant='secondary'] {
      color: ${theme.colors.primary};
      background: transparent;
    }
    &[data-variant='secondary']:hover {
      background: ${theme.colors.surfaceAlt};
    }
    &:disabled,
    &[aria-disabled='true'] {
      cursor: not-allowed;
      opacity: 0.6;
    }
  }
  .button-row {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.md};
    margin-top: ${theme.space.lg};
  }
`

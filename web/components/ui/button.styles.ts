// The buttons' look (button.tsx), primary or secondary: also for a client component's own <button>,
// styled by the server-rendered frame around it.
import {css} from 'styled-components'
import {theme} from '@/theme/theme'

export type ButtonVariant = 'primary' | 'secondary'

export const buttonLook = (variant: ButtonVariant = 'primary') => css`
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
  color: ${variant === 'secondary' ? theme.colors.primary : theme.colors.onPrimary};
  background: ${variant === 'secondary' ? 'transparent' : theme.colors.primary};
  &:hover {
    background: ${variant === 'secondary' ? theme.colors.surfaceAlt : theme.colors.primaryDark};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`

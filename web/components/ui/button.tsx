// The site's buttons and button-looking links: primary (gold on green pages) and secondary.
import Link from 'next/link'
import styled, {css} from 'styled-components'
import {theme} from '@/theme/theme'

const buttonStyles = css<{$variant?: 'primary' | 'secondary'}>`
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
  color: ${({$variant}) => ($variant === 'secondary' ? theme.colors.primary : theme.colors.onPrimary)};
  background: ${({$variant}) => ($variant === 'secondary' ? 'transparent' : theme.colors.primary)};

  &:hover {
    background: ${({$variant}) => ($variant === 'secondary' ? theme.colors.surfaceAlt : theme.colors.primaryDark)};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`

export const Button = styled.button<{$variant?: 'primary' | 'secondary'}>`
  ${buttonStyles}
`

export const ButtonLink = styled(Link)<{$variant?: 'primary' | 'secondary'}>`
  ${buttonStyles}
`

/** A row of buttons under a page's text (error and not-found pages, forms). */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`

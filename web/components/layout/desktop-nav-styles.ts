// The look of the desktop navigation island (desktop-nav.tsx, nav-dropdown.tsx), by class name, so
// the island's JavaScript carries no CSS. Active links carry data-active; open panels follow [hidden].
import {css} from 'styled-components'
import {media, theme} from '@/theme/theme'

const barItem = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: none;
  color: ${theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  box-shadow: inset 0 -3px 0 transparent;

  &:hover {
    background: ${theme.colors.hoverOnPrimary};
  }
  &[data-active='true'] {
    box-shadow: inset 0 -3px 0 ${theme.colors.accent};
  }
`

export const desktopNavStyles = css`
  .desktop-nav {
    display: none;
    ${media.md} {
      display: block;
    }
  }
  .nav-list {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .nav-item {
    ${barItem}
  }
  .nav-group {
    position: relative;
  }
  .nav-caret {
    display: inline-block;
    transition: transform 150ms ease;
  }
  [aria-expanded='true'] > .nav-caret {
    transform: rotate(180deg);
  }
  .nav-panel {
    position: absolute;
    top: calc(100% + 2px);
    left: 0;
    min-width: 16rem;
    margin: 0;
    padding: ${theme.space.sm};
    list-style: none;
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    box-shadow: ${theme.shadows.raised};
    z-index: 20;

    &[hidden] {
      display: none;
    }
    a {
      display: block;
      padding: ${theme.space.sm} ${theme.space.md};
      border-radius: ${theme.radii.sm};
      color: ${theme.colors.ink};
      font-weight: 500;
      text-decoration: none;
    }
    a:hover,
    a[data-active='true'] {
      background: ${theme.colors.surfaceAlt};
      color: ${theme.colors.primary};
    }
    a[data-active='true'] {
      font-weight: 700;
    }
  }
`


// The look of the desktop navigation (desktop-nav.tsx): a bar of links and three <details> groups
// whose panels drop below their summary. On one line from the nav breakpoint (768 px) up: items are
// tighter until the wide layout. Active links carry data-active.
import {css} from 'styled-components'
import {media, theme} from '@/theme/theme'

const barItem = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm} 0.3rem;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: none;
  color: ${theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  box-shadow: inset 0 -3px 0 transparent;
  ${media.lg} {
    padding: ${theme.space.sm};
  }

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
    ${media.nav} {
      display: block;
      font-size: ${theme.fontSizes.sm};
    }
    ${media.md} {
      font-size: ${theme.fontSizes.md};
    }
  }
  .nav-list {
    display: flex;
    align-items: center;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.lg} {
      gap: ${theme.space.xs};
    }
  }
  .nav-item {
    ${barItem}
  }
  summary.nav-item {
    list-style: none;
  }
  summary.nav-item::-webkit-details-marker {
    display: none;
  }
  .nav-group {
    position: relative;
  }
  .nav-caret {
    display: inline-block;
    transition: transform 150ms ease;
  }
  details[open] > summary > .nav-caret {
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
  /* The last group's panel opens leftwards, so it stays on screen at tablet width. */
  .nav-group:last-child .nav-panel {
    left: auto;
    right: 0;
  }
`

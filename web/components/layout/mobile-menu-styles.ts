// The look of the mobile menu (mobile-menu.tsx), nested <details> styled by class name. The
// toggle's bars turn into a cross while the menu is open; a group shows + or − by its state.
import {css} from 'styled-components'
import {media, theme} from '@/theme/theme'

export const mobileMenuStyles = css`
  ${media.nav} {
    .mobile-menu {
      display: none;
    }
  }
  .menu-toggle {
    width: 44px;
    height: 44px;
    display: grid;
    place-items: center;
    border: 1px solid ${theme.colors.hoverOnPrimary};
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: ${theme.colors.onPrimary};
    cursor: pointer;
    list-style: none;
  }
  .menu-toggle::-webkit-details-marker,
  .menu-row::-webkit-details-marker {
    display: none;
  }
  .menu-bars,
  .menu-bars::before,
  .menu-bars::after {
    display: block;
    width: 22px;
    height: 2px;
    background: currentColor;
    transition: transform 150ms ease;
  }
  .menu-bars {
    position: relative;
  }
  .menu-bars::before,
  .menu-bars::after {
    content: '';
    position: absolute;
    left: 0;
  }
  .menu-bars::before {
    transform: translateY(-7px);
  }
  .menu-bars::after {
    transform: translateY(7px);
  }
  .mobile-menu[open] > summary > .menu-bars {
    background: transparent;
  }
  .mobile-menu[open] > summary > .menu-bars::before {
    transform: rotate(45deg);
  }
  .mobile-menu[open] > summary > .menu-bars::after {
    transform: rotate(-45deg);
  }
  .menu-panel {
    position: absolute;
    left: 0;
    right: 0;
    top: 100%;
    max-height: calc(100vh - ${theme.layout.headerHeight});
    overflow-y: auto;
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.raised};
  }
  .menu-list,
  .menu-sublist {
    margin: 0;
    list-style: none;
  }
  .menu-list {
    padding: ${theme.space.sm} ${theme.space.md} ${theme.space.md};
  }
  .menu-sublist {
    margin-bottom: ${theme.space.sm};
    padding: 0 0 0 ${theme.space.md};
    border-left: 3px solid ${theme.colors.accent};
  }
  .menu-row {
    display: flex;
    justify-content: space-between;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: ${theme.space.sm} ${theme.space.xs};
    border: 0;
    background: none;
    color: ${theme.colors.ink};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
    list-style: none;
  }
  .menu-sign::before {
    content: '+';
  }
  .menu-group[open] > summary > .menu-sign::before {
    content: '−';
  }
  .menu-row[data-active='true'] {
    color: ${theme.colors.primary};
    text-decoration: underline 3px ${theme.colors.accent};
  }
`


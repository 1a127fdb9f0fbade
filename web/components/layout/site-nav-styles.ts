// The look of the header's navigation (site-nav.tsx), one list styled two ways. Below the nav breakpoint
// (768 px) it is the phone menu: hidden until the toggle before it is open, then a panel under the bar
// whose groups expand in place (+ / −). From 768 px it is the bar: links and three groups whose panels
// drop below their summary, on one line, tighter until the wide layout. Active links carry data-active.
import {css} from 'styled-components'
import {media, theme} from '@/theme/theme'

const menuRow = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.xs};
  color: ${theme.colors.ink};
  font-weight: 600;
`

const barItem = css`
  display: inline-flex;
  justify-content: flex-start;
  gap: ${theme.space.xs};
  width: auto;
  min-height: 0;
  padding: ${theme.space.sm} 0.3rem;
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.onPrimary};
  white-space: nowrap;
  box-shadow: inset 0 -3px 0 transparent;
  ${media.lg} {
    padding: ${theme.space.sm};
  }

  &:hover {
    background: ${theme.colors.hoverOnPrimary};
  }
  &[data-active='true'] {
    text-decoration: none;
    color: ${theme.colors.onPrimary};
    box-shadow: inset 0 -3px 0 ${theme.colors.accent};
  }
`

/** The toggle (a <details> holding only its <summary>): three bars that turn into a cross while open. */
const menuToggle = css`
  .menu-toggle {
    width: 44px;
    height: 44px;
    display: grid;
    place-items: center;
    border: 1px solid ${theme.colors.hoverOnPrimary};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.onPrimary};
    cursor: pointer;
    list-style: none;
  }
  .menu-toggle::-webkit-details-marker {
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
`

export const siteNavStyles = css`
  ${menuToggle}
  /* Phones: Login stays left of the toggle, though it follows the menu in the tab order. */
  .mobile-menu {
    order: 1;
  }
  .site-nav {
    display: none;
    --focus-ring: ${theme.colors.focus};
    position: absolute;
    left: 0;
    right: 0;
    top: 100%;
    max-height: calc(100vh - ${theme.layout.headerHeight});
    overflow-y: auto;
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.raised};
  }
  .mobile-menu[open] ~ .site-nav {
    display: block;
  }
  .nav-list,
  .nav-panel {
    margin: 0;
    list-style: none;
  }
  .nav-list {
    padding: ${theme.space.sm} ${theme.space.md} ${theme.space.md};
  }
  .nav-item,
  .nav-panel a {
    border: 0;
    background: none;
    font: inherit;
    ${menuRow}
    text-decoration: none;
    cursor: pointer;
  }
  summary.nav-item {
    list-style: none;
  }
  summary.nav-item::-webkit-details-marker {
    display: none;
  }
  .nav-item[data-active='true'],
  .nav-panel a[data-active='true'] {
    color: ${theme.colors.primary};
    text-decoration: underline 3px ${theme.colors.accent};
  }
  .nav-caret {
    display: inline-block; /* not underlined with an active group's name */
  }
  .nav-caret::before {
    content: '+';
  }
  details[open] > summary > .nav-caret::before {
    content: '−';
  }
  .nav-panel {
    margin-bottom: ${theme.space.sm};
    padding: 0 0 0 ${theme.space.md};
    border-left: 3px solid ${theme.colors.accent};
  }

  ${media.nav} {
    .mobile-menu {
      display: none;
    }
    .site-nav {
      display: block;
      --focus-ring: ${theme.colors.focusOnDark};
      position: static;
      max-height: none;
      overflow: visible;
      background: none;
      box-shadow: none;
      font-size: ${theme.fontSizes.sm};
    }
    .nav-list {
      display: flex;
      align-items: center;
      gap: 2px;
      padding: 0;
      ${media.lg} {
        gap: ${theme.space.xs};
      }
    }
    .nav-item {
      ${barItem}
    }
    .nav-group {
      position: relative;
    }
    .nav-caret {
      transition: transform 150ms ease;
    }
    .nav-caret::before,
    details[open] > summary > .nav-caret::before {
      content: '▾';
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
      background: ${theme.colors.surface};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.md};
      box-shadow: ${theme.shadows.raised};
      z-index: 20;

      a {
        display: block;
        min-height: 0;
        padding: ${theme.space.sm} ${theme.space.md};
        border-radius: ${theme.radii.sm};
        font-weight: 500;
      }
      a:hover,
      a[data-active='true'] {
        background: ${theme.colors.surfaceAlt};
        color: ${theme.colors.primary};
        text-decoration: none;
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
  }
  ${media.md} {
    .site-nav {
      font-size: ${theme.fontSizes.md};
    }
  }
`

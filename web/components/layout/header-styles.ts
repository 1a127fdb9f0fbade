// The header's look, for the server-rendered bar and the client navigation islands inside it (which
// render plain elements with these class names), so the islands' JavaScript carries no CSS.
// Active links are marked with data-active; open panels follow aria-expanded and [hidden].
import styled, {css} from 'styled-components'
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

const desktopNav = css`
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

const mobileMenu = css`
  ${media.md} {
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
  [aria-expanded='true'] > .menu-bars {
    background: transparent;
  }
  [aria-expanded='true'] > .menu-bars::before {
    transform: rotate(45deg);
  }
  [aria-expanded='true'] > .menu-bars::after {
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

    &[hidden] {
      display: none;
    }
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

    &[hidden] {
      display: none;
    }
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
  }
  .menu-row[data-active='true'] {
    color: ${theme.colors.primary};
    text-decoration: underline 3px ${theme.colors.accent};
  }
`

export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  background: ${theme.gradients.hero};
  color: ${theme.colors.onPrimary};
  box-shadow: ${theme.shadows.card};

  .header-inner {
    max-width: ${theme.layout.maxWidth};
    margin: 0 auto;
    min-height: ${theme.layout.headerHeight};
    padding: 0 ${theme.space.md};
    display: flex;
    align-items: center;
    gap: ${theme.space.md};
  }
  .brand {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    margin-right: auto;
    color: ${theme.colors.onPrimary};
    font-weight: 800;
    text-decoration: none;

    img {
      width: 40px;
      height: 40px;
      border-radius: 50%;
    }
  }
  .brand-name {
    font-size: ${theme.fontSizes.lg};
    letter-spacing: 0.01em;

    .full {
      display: none;
    }
    ${media.lg} {
      .full {
        display: inline;
      }
      .short {
        display: none;
      }
    }
  }
  .login {
    padding: ${theme.space.sm} ${theme.space.lg};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.accent};
    color: ${theme.colors.ink};
    font-weight: 700;
    text-decoration: none;

    &:hover {
      background: ${theme.colors.surface};
    }
  }
  ${desktopNav}
  ${mobileMenu}
`

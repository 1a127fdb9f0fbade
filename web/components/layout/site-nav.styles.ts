// The look of the header's navigation (site-nav.tsx), one list styled two ways. Below the nav breakpoint
// (768 px) it is the phone menu: hidden until the toggle before it is open, then a panel under the bar
// whose groups expand in place (+ / −). From 768 px it is the bar: links and three groups whose panels
// drop below their summary. The links and summaries are client leaves (nav-links.tsx, which keeps
// styled-components out of the browser): the list styles them by the class names in nav-classes.ts;
// the current page and section carry data-active.
import styled, {css} from 'styled-components'
import {media, theme} from '@/theme/theme'
import {navClasses} from './nav-classes'

/** A row of the phone menu: a top-level link or group summary, or a link in a group. */
const menuItem = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.xs};
  border: 0;
  background: none;
  font: inherit;
  color: ${theme.colors.ink};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`

/** The current page's (or section's) row in the phone menu. */
const menuItemActive = css`
  color: ${theme.colors.primary};
  text-decoration: underline 3px ${theme.colors.accent};
`

const barItem = css`
  display: inline-flex;
  justify-content: flex-start;
  gap: ${theme.space.xs};
  width: auto;
  min-height: 0;
  /* Narrow between the nav and md widths, where the bar holds every link, the LIVE pill and Login. */
  padding: ${theme.space.sm} 0.2rem;
  border-radius: ${theme.radii.sm};
  ${media.md} {
    padding: ${theme.space.sm} 0.3rem;
  }
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

/** The phone menu's toggle (a <details> holding only its <summary>); Login stays left of it on phones,
 * though it follows the menu in the tab order. */
export const MenuDisclosure = styled.details`
  order: 1;
  ${media.nav} {
    display: none;
  }
`

export const MenuToggle = styled.summary`
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 1px solid ${theme.colors.hoverOnPrimary};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.onPrimary};
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
`

/** Three bars that turn into a cross while the menu is open. */
export const MenuBars = styled.span`
  position: relative;
  &,
  &::before,
  &::after {
    display: block;
    width: 22px;
    height: 2px;
    background: currentColor;
    transition: transform 150ms ease;
  }
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
  }
  &::before {
    transform: translateY(-7px);
  }
  &::after {
    transform: translateY(7px);
  }
  ${MenuDisclosure}[open] & {
    background: transparent;
  }
  ${MenuDisclosure}[open] &::before {
    transform: rotate(45deg);
  }
  ${MenuDisclosure}[open] &::after {
    transform: rotate(-45deg);
  }
`

export const MainNav = styled.nav`
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
  ${MenuDisclosure}[open] ~ & {
    display: block;
  }
  ${media.nav} {
    display: block;
    --focus-ring: ${theme.colors.focusOnDark};
    position: static;
    max-height: none;
    overflow: visible;
    background: none;
    box-shadow: none;
    font-size: ${theme.fontSizes.sm};
  }
  ${media.md} {
    font-size: ${theme.fontSizes.md};
  }
`

/** The top-level entries: a link, or a group's <summary> with its sign (+/− or a caret). */
export const NavList = styled.ul`
  margin: 0;
  list-style: none;
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.md};

  /* A group's links: indented under its summary in the menu, a dropdown panel in the bar. */
  .${navClasses.panel} {
    list-style: none;
    margin: 0 0 ${theme.space.sm};
    padding: 0 0 0 ${theme.space.md};
    border-left: 3px solid ${theme.colors.accent};

    .${navClasses.panelLink} {
      ${menuItem}
    }
    .${navClasses.panelLink}[data-active='true'] {
      ${menuItemActive}
    }

    ${media.nav} {
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

      .${navClasses.panelLink} {
        display: block;
        min-height: 0;
        padding: ${theme.space.sm} ${theme.space.md};
        border-radius: ${theme.radii.sm};
        font-weight: 500;
      }
      .${navClasses.panelLink}:hover,
      .${navClasses.panelLink}[data-active='true'] {
        background: ${theme.colors.surfaceAlt};
        color: ${theme.colors.primary};
        text-decoration: none;
      }
      .${navClasses.panelLink}[data-active='true'] {
        font-weight: 700;
      }
    }
  }

  /* A dropdown group; the last one's panel opens leftwards, so it stays on screen at tablet width. */
  ${media.nav} {
    .${navClasses.group} {
      position: relative;
    }
    .${navClasses.group}:last-of-type .${navClasses.panel} {
      left: auto;
      right: 0;
    }
  }

  .${navClasses.entry} {
    ${menuItem}
    list-style: none;
  }
  .${navClasses.entry}::-webkit-details-marker {
    display: none;
  }
  .${navClasses.entry}[data-active='true'] {
    ${menuItemActive}
  }
  .${navClasses.sign} {
    display: inline-block; /* not underlined with an active group's name */
  }
  .${navClasses.sign}::before {
    content: '+';
  }
  details[open] .${navClasses.sign}::before {
    /* A minus sign as a CSS escape, so the style's text stays ASCII: a <style>'s text is not decoded
       as HTML, so a server or proxy that escapes a page's other characters would change a raw one and
       React's hydration would no longer match it (error 418, the page redrawn). */
    content: '\\2212';
  }

  ${media.nav} {
    display: flex;
    align-items: center;
    gap: 2px;
    padding: 0;
    ${media.lg} {
      gap: ${theme.space.xs};
    }
    .${navClasses.entry} {
      ${barItem}
    }
    .${navClasses.sign} {
      transition: transform 150ms ease;
    }
    .${navClasses.sign}::before,
    details[open] .${navClasses.sign}::before {
      content: '\\25BE'; /* a small down-pointing triangle */
    }
    details[open] .${navClasses.sign} {
      transform: rotate(180deg);
    }
  }
`

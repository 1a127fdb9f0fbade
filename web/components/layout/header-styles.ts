// The header's look: the server-rendered bar, brand and Login button, plus the navigation's
// (site-nav-styles.ts), whose client leaves render plain elements with class names. Part of the
// site stylesheet (site-stylesheet.ts): the same on every page, so it is a cached file, not page HTML.
import {css} from 'styled-components'
import {media, theme} from '@/theme/theme'
import {siteNavStyles} from './site-nav-styles'

export const headerStyles = css`
  .site-header {
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
      ${media.nav} {
        gap: ${theme.space.sm};
        padding: 0 ${theme.space.sm};
      }
      ${media.md} {
        padding: 0 ${theme.space.md};
      }
      ${media.lg} {
        gap: ${theme.space.md};
      }
    }
    .brand {
      display: flex;
      align-items: center;
      gap: ${theme.space.sm};
      flex-shrink: 0;
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

      /* From 768 px the whole bar is on one line; until the md width only the logo has room (the
         link keeps its accessible name). */
      ${media.nav} {
        display: none;
      }
      ${media.md} {
        display: inline;
      }

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
      padding: ${theme.space.sm} ${theme.space.md};
      ${media.lg} {
        padding: ${theme.space.sm} ${theme.space.lg};
      }
      border-radius: ${theme.radii.pill};
      background: ${theme.colors.accent};
      color: ${theme.colors.ink};
      font-weight: 700;
      white-space: nowrap;
      text-decoration: none;

      &:hover {
        background: ${theme.colors.surface};
      }
    }
    ${siteNavStyles}
  }
`

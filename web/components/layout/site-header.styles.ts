// The header's look: the sticky bar, the brand and the Login button. The navigation's look is in
// site-nav.styles.ts.
import styled from 'styled-components'
import {Link} from '@/components/ui/link'
import {liveClasses} from '@/components/live/live-classes'
import {media, theme} from '@/theme/theme'

export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  background: ${theme.gradients.hero};
  color: ${theme.colors.onPrimary};
  box-shadow: ${theme.shadows.card};
`

export const HeaderInner = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  min-height: ${theme.layout.headerHeight};
  padding: 0 ${theme.space.md};
  display: flex;
  align-items: center;
  /* The bar holds all it shows on one line, the LIVE pill included, from 320 px up: the logo and
     short name, LIVE, Login and the menu button on a phone; the links, LIVE and Login from the nav
     breakpoint, where the league's name waits for the md width. */
  gap: ${theme.space.sm};
  ${media.sm} {
    gap: ${theme.space.md};
  }
  ${media.nav} {
    gap: ${theme.space.xs};
    padding: 0 ${theme.space.sm};
  }
  ${media.md} {
    gap: ${theme.space.sm};
    padding: 0 ${theme.space.md};
  }
  ${media.lg} {
    gap: ${theme.space.md};
  }
`

export const Brand = styled(Link)`
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
`

/** The league's name beside the logo: from 768 px the whole bar is on one line, and until the md width
 * only the logo has room (the link keeps its accessible name); the short name until the wide layout. */
export const BrandName = styled.span`
  font-size: ${theme.fontSizes.lg};
  letter-spacing: 0.01em;
  ${media.nav} {
    display: none;
  }
  ${media.md} {
    display: inline;
  }
`

export const FullName = styled.span`
  display: none;
  ${media.lg} {
    display: inline;
  }
`

export const ShortName = styled.span`
  ${media.lg} {
    display: none;
  }
`

/** Login leads only to the spec's Coming Soon modal: a quiet text link, not the bar's loudest button. */
export const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space.sm};
  color: ${theme.colors.onPrimary};
  font-weight: 600;
  white-space: nowrap;
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 4px;
  ${media.nav} {
    padding: 0 ${theme.space.xs};
  }
  ${media.md} {
    padding: 0 ${theme.space.sm};
  }

  &:hover {
    text-decoration-thickness: 2px;
  }
`

/** Around the LIVE badge (components/live/live-badge.tsx): a red pill with a pulsing dot, or nothing
 * while no match is played; styled by the class names in components/live/live-classes.ts. */
export const LiveBadgeSlot = styled.span`
  display: contents;

  .${liveClasses.badge} {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 32px;
    padding: 0 ${theme.space.sm};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.live};
    color: ${theme.colors.onPrimary};
    font-weight: 800;
    font-size: ${theme.fontSizes.sm};
    letter-spacing: 0.08em;
    text-decoration: none;
    white-space: nowrap;
    ${media.belowMd} {
      padding: 0 0.375rem;
      letter-spacing: 0.04em;
    }
  }

  .${liveClasses.badgeDot} {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
    animation: live-pulse 1.6s ease-in-out infinite;
  }

  ${media.reducedMotion} {
    .${liveClasses.badgeDot} {
      animation: none;
    }
  }

  @keyframes live-pulse {
    50% {
      opacity: 0.3;
    }
  }
`

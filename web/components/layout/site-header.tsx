// The sticky header on every page: logo and name, the navigation (site-nav.tsx: a bar of links and
// three dropdowns, below the nav breakpoint a menu behind a toggle), the LIVE badge while a match is
// played (components/live), and the Login button. All server-rendered <details>, usable without
// JavaScript; the client code is the active-link leaves (nav-links.tsx), a small enhancer
// (nav-enhancer.tsx) for hover, Escape and closing on navigation, and the live badge.
import {LiveBadge} from '@/components/live/live-badge'
import {CmsImage} from '@/components/ui/cms-image'
import type {QueriedImage} from '@/lib/content/images'
import {LOGIN_LINK, navigationFor, type SiteData} from '@/lib/navigation'
import {PaintWhenParsed} from '@/components/ui/paint-when-parsed'
import {NavEnhancer} from './nav-enhancer'
import {SiteNav} from './site-nav'
import {Brand, BrandName, FullName, HeaderBar, HeaderInner, LiveBadgeSlot, LoginLink, ShortName} from './site-header.styles'

type Props = {leagueName: string; shortName: string; logo: QueriedImage | undefined; data: SiteData}

export function SiteHeader({leagueName, shortName, logo, data}: Props) {
  return (
    <HeaderBar data-site-header="" data-surface="dark">
      <HeaderInner>
        <Brand href="/" aria-label={`${leagueName} home`}>
          {/* Beside the league's name: decorative. On the first screen of every page, so not lazy; low
              priority, so that it neither waits in <head> as a preload (React writes one for an eager
              image) nor competes with a page's largest picture for the first round trips. */}
          <CmsImage image={logo} width={40} height={40} decorative loading="eager" fetchPriority="low" />
          <BrandName>
            <FullName>{leagueName}</FullName>
            <ShortName aria-hidden="true">{shortName}</ShortName>
          </BrandName>
        </Brand>
        <SiteNav navigation={navigationFor(data)} />
        <LiveBadgeSlot>
          <LiveBadge />
        </LiveBadgeSlot>
        <LoginLink href={LOGIN_LINK.href}>{LOGIN_LINK.label}</LoginLink>
        <NavEnhancer />
      </HeaderInner>
      <PaintWhenParsed id="header-parsed" />
    </HeaderBar>
  )
}

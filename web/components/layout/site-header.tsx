'use client'
// The sticky header on every page: logo and name, the desktop bar (links and three dropdowns), the
// Login button, and below the desktop breakpoint a menu button that opens a collapsible menu.
import Link from 'next/link'
import {usePathname} from 'next/navigation'
import styled from 'styled-components'
import type {ImageProps} from '@/lib/content/images'
import {isActive, isNavGroup, LOGIN_LINK, NAVIGATION} from '@/lib/navigation'
import {media, theme} from '@/theme/theme'
import {MobileMenu} from './mobile-menu'
import {NavDropdown} from './nav-dropdown'
import {navItemStyles} from './nav-styles'
import {useDropdowns} from './use-dropdowns'

type Props = {leagueName: string; shortName: string; logo: ImageProps}

export function SiteHeader({leagueName, shortName, logo}: Props) {
  const pathname = usePathname()
  const dropdowns = useDropdowns()

  return (
    <Bar>
      <Inner>
        <Brand href="/" aria-label={`${leagueName} home`}>
          <img {...logo} alt="" width={40} height={40} />
          <BrandName>
            <span className="full">{leagueName}</span>
            <span className="short" aria-hidden="true">
              {shortName}
            </span>
          </BrandName>
        </Brand>
        <DesktopNav aria-label="Main">
          <NavList>
            {NAVIGATION.map((entry) =>
              isNavGroup(entry) ? (
                <NavDropdown
                  key={entry.id}
                  group={entry}
                  pathname={pathname}
                  isOpen={dropdowns.openId === entry.id}
                  onOpen={() => dropdowns.open(entry.id)}
                  onToggle={() => dropdowns.toggle(entry.id)}
                  onScheduleClose={dropdowns.scheduleClose}
                  onClose={dropdowns.close}
                />
              ) : (
                <li key={entry.href}>
                  <TopLink
                    href={entry.href}
                    aria-current={pathname === entry.href ? 'page' : undefined}
                    $active={isActive(entry.href, pathname)}
                  >
                    {entry.label}
                  </TopLink>
                </li>
              ),
            )}
          </NavList>
        </DesktopNav>
        <LoginButton href={LOGIN_LINK.href} aria-current={pathname === LOGIN_LINK.href ? 'page' : undefined}>
          {LOGIN_LINK.label}
        </LoginButton>
        <MobileMenu pathname={pathname} />
      </Inner>
    </Bar>
  )
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  background: ${theme.gradients.hero};
  color: ${theme.colors.onPrimary};
  box-shadow: ${theme.shadows.card};
`

const Inner = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  min-height: ${theme.layout.headerHeight};
  padding: 0 ${theme.space.md};
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
`

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.colors.onPrimary};
  text-decoration: none;
  font-weight: 800;
  margin-right: auto;

  img {
    width: 40px;
    height: 40px;
    border-radius: 50%;
  }
`

const BrandName = styled.span`
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
`

const DesktopNav = styled.nav`
  display: none;
  ${media.md} {
    display: block;
  }
`

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`

const TopLink = styled(Link)<{$active: boolean}>`
  ${navItemStyles}
`

const LoginButton = styled(Link)`
  padding: ${theme.space.sm} ${theme.space.lg};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.ink};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: ${theme.colors.surface};
  }
`

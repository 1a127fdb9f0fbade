'use client'
// The desktop navigation bar: top-level links and the three dropdown groups, at most one open.
// Behaviour only: its look is in desktop-nav-styles.ts, rendered on the server.
import Link from 'next/link'
import {usePathname} from 'next/navigation'
import {isActive, isNavGroup, NAVIGATION} from '@/lib/navigation'
import {NavDropdown} from './nav-dropdown'
import {useDropdowns} from './use-dropdowns'

export function DesktopNav() {
  const pathname = usePathname()
  const dropdowns = useDropdowns()
  return (
    <nav className="desktop-nav" aria-label="Main">
      <ul className="nav-list">
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
              <Link
                className="nav-item"
                href={entry.href}
                aria-current={pathname === entry.href ? 'page' : undefined}
                data-active={isActive(entry.href, pathname)}
              >
                {entry.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}

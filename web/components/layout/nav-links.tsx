'use client'
// The only per-page state the server-rendered navigation needs: which link is the current page.
// Two tiny client leaves read the pathname, so the server HTML already marks the active link.
import {Link} from '@/components/ui/link'
import {usePathname} from 'next/navigation'
import {isActive, type NavLink} from '@/lib/navigation'
import {navClasses} from './nav-classes'

// Props are strings, not the navigation's link objects: React would otherwise send a link object that
// two components receive once and then a path back to it (longer than the object) in every page's data.

// data-active is written only when true (not `data-active="false"` on every other link of every
// page's HTML); the list's styles match [data-active=true].

/** A navigation link marked as the current page (aria-current) or section (data-active): a top-level
 * entry, or (inPanel) a link in a group's panel. */
export function NavItemLink({href, label, inPanel = false}: NavLink & {inPanel?: boolean}) {
  const pathname = usePathname()
  return (
    <Link
      href={href}
      className={inPanel ? navClasses.panelLink : navClasses.entry}
      aria-current={pathname === href ? 'page' : undefined}
      data-active={isActive(href, pathname) || undefined}
    >
      {label}
    </Link>
  )
}

/** A dropdown group's disclosure (the <summary> of its <details>), marked active when one of its pages is. */
export function GroupSummary({label, hrefs}: {label: string; hrefs: string[]}) {
  const pathname = usePathname()
  return (
    <summary className={navClasses.entry} data-active={hrefs.some((href) => isActive(href, pathname)) || undefined}>
      {label}
      {/* Its sign comes from the list's styles: a caret in the desktop bar, + or − in the phone menu. */}
      <span aria-hidden="true" className={navClasses.sign} />
    </summary>
  )
}

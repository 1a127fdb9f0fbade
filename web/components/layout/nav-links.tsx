'use client'
// The only per-page state the server-rendered navigation needs: which link is the current page.
// Two tiny client leaves read the pathname, so the server HTML already marks the active link.
import Link from 'next/link'
import {usePathname} from 'next/navigation'
import {isActive, type NavLink} from '@/lib/navigation'

/** A navigation link marked as the current page (aria-current) or section (data-active). */
export function NavItemLink({item, className}: {item: NavLink; className?: string}) {
  const pathname = usePathname()
  return (
    <Link
      className={className}
      href={item.href}
      aria-current={pathname === item.href ? 'page' : undefined}
      data-active={isActive(item.href, pathname)}
    >
      {item.label}
    </Link>
  )
}

/** A dropdown group's disclosure (the <summary> of its <details>), marked active when one of its pages is. */
export function GroupSummary({label, items, className}: {label: string; items: NavLink[]; className: string}) {
  const pathname = usePathname()
  return (
    <summary className={className} data-active={items.some((item) => isActive(item.href, pathname))}>
      {label}
      <span className="nav-caret" aria-hidden="true">
        ▾
      </span>
    </summary>
  )
}

'use client'
// The header's menu below the desktop breakpoint: a toggle button opens a collapsible panel whose
// groups expand one at a time; it closes on navigation and on Escape. Behaviour only: its look is
// in mobile-menu-styles.ts, rendered on the server, so this island ships no CSS.
import Link from 'next/link'
import {usePathname} from 'next/navigation'
import {useEffect, useRef, useState} from 'react'
import {isActive, isNavGroup, NAVIGATION, type NavLink} from '@/lib/navigation'

export function MobileMenu() {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<string | null>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  // Navigation closes the menu (and collapses its groups) — including the browser's back button.
  const [seenPath, setSeenPath] = useState(pathname)
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    setOpen(false)
    setExpanded(null)
  }

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  const link = (item: NavLink) => (
    <li key={item.href}>
      <Link
        className="menu-row"
        href={item.href}
        aria-current={pathname === item.href ? 'page' : undefined}
        data-active={isActive(item.href, pathname)}
        onClick={() => setOpen(false)}
      >
        {item.label}
      </Link>
    </li>
  )

  return (
    <div className="mobile-menu">
      <button
        ref={toggle}
        className="menu-toggle"
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">Menu</span>
        <span className="menu-bars" aria-hidden="true" />
      </button>
      <div className="menu-panel" id="mobile-menu" hidden={!open}>
        <nav aria-label="Mobile">
          <ul className="menu-list">
            {NAVIGATION.map((entry) =>
              isNavGroup(entry) ? (
                <li key={entry.id}>
                  <button
                    className="menu-row"
                    type="button"
                    aria-expanded={expanded === entry.id}
                    aria-controls={`mobile-${entry.id}`}
                    onClick={() => setExpanded(expanded === entry.id ? null : entry.id)}
                  >
                    {entry.label}
                    <span aria-hidden="true">{expanded === entry.id ? '−' : '+'}</span>
                  </button>
                  <ul className="menu-sublist" id={`mobile-${entry.id}`} hidden={expanded !== entry.id}>
                    {entry.items.map(link)}
                  </ul>
                </li>
              ) : (
                link(entry)
              ),
            )}
          </ul>
        </nav>
      </div>
    </div>
  )
}

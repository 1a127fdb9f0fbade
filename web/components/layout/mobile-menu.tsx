// The header's menu below the desktop breakpoint: a toggle opens a collapsible panel whose groups
// expand one at a time. Server-rendered as nested <details>, so it opens without JavaScript;
// nav-enhancer.tsx closes it on navigation and on Escape. Its look is in mobile-menu-styles.ts.
import {isNavGroup, NAVIGATION, type NavLink} from '@/lib/navigation'
import {NavItemLink} from './nav-links'

const link = (item: NavLink) => (
  <li key={item.href}>
    <NavItemLink className="menu-row" href={item.href} label={item.label} />
  </li>
)

export function MobileMenu() {
  return (
    <details className="mobile-menu" data-nav-menu="">
      <summary className="menu-toggle">
        <span className="visually-hidden">Menu</span>
        <span className="menu-bars" aria-hidden="true" />
      </summary>
      <div className="menu-panel" id="mobile-menu" data-surface="light">
        <nav aria-label="Mobile">
          <ul className="menu-list">
            {NAVIGATION.map((entry) =>
              isNavGroup(entry) ? (
                <li key={entry.id}>
                  <details className="menu-group" name="menu-group">
                    <summary className="menu-row">
                      {entry.label}
                      <span className="menu-sign" aria-hidden="true" />
                    </summary>
                    <ul className="menu-sublist" id={`mobile-${entry.id}`}>
                      {entry.items.map(link)}
                    </ul>
                  </details>
                </li>
              ) : (
                link(entry)
              ),
            )}
          </ul>
        </nav>
      </div>
    </details>
  )
}

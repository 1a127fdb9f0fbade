// The header's navigation: one list of links and dropdown groups for every width, so each page carries
// it once (twice, a desktop bar and a phone menu, cost ~5 KB of every page's HTML and flight data).
// From the nav breakpoint (768 px) it is the bar; below it, the menu the toggle before it opens. All
// server-rendered <details>, usable without JavaScript: the toggle's `open` shows the list (CSS, a
// sibling selector), each group's shows its links, and `name` keeps one group open. nav-enhancer.tsx
// adds hover, Escape and closing on navigation. The look is in site-nav-styles.ts.
import {isNavGroup, NAVIGATION} from '@/lib/navigation'
import {GroupSummary, NavItemLink} from './nav-links'

export function SiteNav() {
  return (
    <>
      {/* Before the list, so that on a phone Tab goes from the toggle into the menu it opened. */}
      <details className="mobile-menu" data-nav-menu="">
        <summary className="menu-toggle">
          <span className="visually-hidden">Menu</span>
          <span className="menu-bars" aria-hidden="true" />
        </summary>
      </details>
      <nav className="site-nav" aria-label="Main">
        <ul className="nav-list">
          {NAVIGATION.map((entry) =>
            isNavGroup(entry) ? (
              <li key={entry.id} className="nav-group">
                <details name="nav-group" data-nav-group="">
                  <GroupSummary className="nav-item" label={entry.label} hrefs={entry.items.map((item) => item.href)} />
                  <ul className="nav-panel" id={`nav-${entry.id}`} data-surface="light">
                    {entry.items.map((item) => (
                      <li key={item.href}>
                        <NavItemLink href={item.href} label={item.label} />
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={entry.href}>
                <NavItemLink className="nav-item" href={entry.href} label={entry.label} />
              </li>
            ),
          )}
        </ul>
      </nav>
    </>
  )
}

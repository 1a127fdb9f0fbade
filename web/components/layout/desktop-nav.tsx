// The desktop navigation bar: top-level links and the three dropdown groups. Server-rendered as
// <details>/<summary>, so every group opens without JavaScript (and `name` keeps at most one open);
// nav-enhancer.tsx adds hover, the 120 ms close delay, Escape and closing on navigation.
import {isNavGroup, NAVIGATION} from '@/lib/navigation'
import {GroupSummary, NavItemLink} from './nav-links'

export function DesktopNav() {
  return (
    <nav className="desktop-nav" aria-label="Main">
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
  )
}

// The header's navigation: one list of links and dropdown groups for every width, so each page carries
// it once, not twice (a desktop bar and a phone menu) in every page's HTML and flight data.
// From the nav breakpoint (768 px) it is the bar; below it, the menu the toggle before it opens. All
// server-rendered <details>, usable without JavaScript: the toggle's `open` shows the list (CSS, a
// sibling selector), each group's shows its links, and `name` keeps one group open. nav-enhancer.tsx
// adds hover, Escape and closing on navigation. The look is in site-nav.styles.ts.
import {isNavGroup, type NavEntry} from '@/lib/navigation'
import {GroupSummary, NavItemLink} from './nav-links'
import {navClasses} from './nav-classes'
import {MainNav, MenuBars, MenuDisclosure, MenuToggle, NavList} from './site-nav.styles'
import {VisuallyHidden} from '@/components/ui/visually-hidden'

export function SiteNav({navigation}: {navigation: NavEntry[]}) {
  return (
    <>
      {/* Before the list, so that on a phone Tab goes from the toggle into the menu it opened. */}
      <MenuDisclosure data-nav-menu="">
        <MenuToggle>
          <VisuallyHidden>Menu</VisuallyHidden>
          <MenuBars aria-hidden="true" />
        </MenuToggle>
      </MenuDisclosure>
      <MainNav aria-label="Main">
        <NavList>
          {navigation.map((entry) =>
            isNavGroup(entry) ? (
              <li key={entry.id} className={navClasses.group}>
                <details name="nav-group" data-nav-group="">
                  <GroupSummary label={entry.label} hrefs={entry.items.map((item) => item.href)} />
                  <ul id={`nav-${entry.id}`} className={navClasses.panel} data-surface="light">
                    {entry.items.map((item) => (
                      <li key={item.href}>
                        <NavItemLink href={item.href} label={item.label} inPanel />
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={entry.href}>
                <NavItemLink href={entry.href} label={entry.label} />
              </li>
            ),
          )}
        </NavList>
      </MainNav>
    </>
  )
}

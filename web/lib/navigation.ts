// The site's navigation: top-level links and the three dropdown groups, shared by the
// desktop bar and the mobile menu. Every path here is a real route (an e2e test follows them all).
export type NavLink = {label: string; href: string}
/** A page that is a Coming Soon placeholder until its data exists; the link says so until then. */
export type Awaiting = 'results'
export type NavGroup = {label: string; id: string; items: (NavLink & {awaiting?: Awaiting})[]}
export type NavEntry = NavLink | NavGroup

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry

export const NAVIGATION: NavEntry[] = [
  {label: 'Home', href: '/'},
  {label: 'Gallery', href: '/gallery'},
  {label: 'News', href: '/news'},
  {label: 'Sponsors', href: '/sponsors'},
  {
    label: 'Participation',
    id: 'participation',
    items: [
      {label: 'Societies', href: '/participation/societies'},
      {label: 'Teams', href: '/participation/teams'},
      {label: 'Players', href: '/participation/players'},
    ],
  },
  {
    label: 'Matches',
    id: 'matches',
    items: [
      {label: 'Points Table', href: '/matches/points'},
      {label: 'Top Bids', href: '/matches/top-bids'},
      {label: 'Schedules (Current Season)', href: '/matches/schedules'},
      {label: 'Results', href: '/matches/results', awaiting: 'results'},
    ],
  },
  {
    label: 'Join OPL',
    id: 'join',
    items: [
      {label: 'Player Registration (Coming Soon)', href: '/join/registration'},
      {label: 'Contests', href: '/join/contests'},
    ],
  },
]

/** What the site has data for (the root layout reads it from the season). */
export type SiteData = Record<Awaiting, boolean>

export const COMING_SOON_SUFFIX = ' (Coming Soon)'

/** The navigation as it reads today: "(Coming Soon)" only on a link whose page still has no data. */
export function navigationFor(data: SiteData): NavEntry[] {
  return NAVIGATION.map((entry) =>
    isNavGroup(entry)
      ? {
          ...entry,
          items: entry.items.map(({awaiting, ...item}) =>
            awaiting && !data[awaiting] ? {...item, label: `${item.label}${COMING_SOON_SUFFIX}`} : item,
          ),
        }
      : entry,
  )
}

export const LOGIN_LINK: NavLink = {label: 'Login', href: '/login'}

/** Whether `href` is the current page, or (for a section root) the section the page belongs to. */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

// The site's navigation: top-level links and the three dropdown groups, shared by the
// desktop bar and the mobile menu. Every path here is a real route (an e2e test follows them all).
export type NavLink = {label: string; href: string}
export type NavGroup = {label: string; id: string; items: NavLink[]}
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
      {label: 'Results (Coming Soon)', href: '/matches/results'},
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

export const LOGIN_LINK: NavLink = {label: 'Login', href: '/login'}

/** Whether `href` is the current page, or (for a section root) the section the page belongs to. */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

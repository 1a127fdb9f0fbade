// The site's navigation: top-level links and the three dropdown groups, shared by the
// desktop bar and the mobile menu. Every path here is a real route (an e2e test follows them all).
export type NavLink = {label: string; href: string}
/** A link whose mark follows the data or the calendar: Results is "Coming Soon" until its data exists;
 * Player Registration is "Coming Soon" or "Closed" as the season stands (season-phase.ts). */
export type Marked = 'results' | 'registration'
export type NavGroup = {label: string; id: string; items: (NavLink & {marked?: Marked})[]}
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
      {label: 'Results', href: '/matches/results', marked: 'results'},
    ],
  },
  {
    label: 'Join OPL',
    id: 'join',
    items: [
      {label: 'Player Registration', href: '/join/registration', marked: 'registration'},
      {label: 'Contests', href: '/join/contests'},
    ],
  },
]

/** What the site has data for and where the season stands (the root layout reads them). */
export type SiteData = {results: boolean; registration: 'Coming Soon' | 'Closed'}

const COMING_SOON = 'Coming Soon'

function mark(marked: Marked | undefined, data: SiteData): string | null {
  if (marked === 'results') return data.results ? null : COMING_SOON
  if (marked === 'registration') return data.registration
  return null
}

/** The navigation as it reads today: "(Coming Soon)" on Results while it has no data, and
 * registration's own mark. */
export function navigationFor(data: SiteData): NavEntry[] {
  return NAVIGATION.map((entry) =>
    isNavGroup(entry)
      ? {
          ...entry,
          items: entry.items.map(({marked, ...item}) => {
            const text = mark(marked, data)
            return text ? {...item, label: `${item.label} (${text})`} : item
          }),
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

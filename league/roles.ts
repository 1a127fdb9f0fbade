// How a player's role (the Studio's list value) reads on the site.
export const ROLE_NAMES: Record<string, string> = {
  batter: 'Batter',
  bowler: 'Bowler',
  allRounder: 'All-rounder',
  wicketKeeper: 'Wicket-keeper',
}

export const roleName = (role: string | null | undefined) => ROLE_NAMES[role ?? ''] ?? ''

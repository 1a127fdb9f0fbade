// A team's short code where space is tight (a phone's match cards and points table): the team
// document's own `shortName`, else one made from its name, so every team has one.

/** The longest code the site shows (and the Studio accepts). */
export const TEAM_CODE_MAX = 4

/**
 * From the name: one word gives its first three letters ("Gangsters" → GAN); two words the first
 * letter of the first and two of the second ("Oxygen Gladiators" → OGL); more give the initials of the
 * first three ("Royal Challengers Bangalore" → RCB).
 */
export function codeFromName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
  const [a = '', b = ''] = words
  const code = words.length >= 3 ? words.slice(0, 3).map((w) => w[0]).join('') : words.length === 2 ? a.slice(0, 1) + b.slice(0, 2) : a.slice(0, 3)
  return code.toUpperCase()
}

/** The code a team is shown by: its own, trimmed and upper-cased, or one from its name. */
export function teamCode(team: {name?: string | null; shortName?: string | null} | null | undefined): string {
  const own = team?.shortName?.trim().toUpperCase().slice(0, TEAM_CODE_MAX)
  return own || codeFromName(team?.name?.trim() ?? '') || 'TBD'
}

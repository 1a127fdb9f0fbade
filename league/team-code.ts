// A team's short code where space is tight (a phone's match cards, the points table, a score line
// "GLA 87/3 (9.2)"): the team document's own `shortName` when it has one, else one made from its name.

/** The longest code the site shows (and the Studio accepts). */
export const TEAM_CODE_MAX = 4

const CODE_LENGTH = 3

type TeamLike = {name?: string | null; shortName?: string | null} | null | undefined

const wordsOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)

function codeOf(own: string[], length: number): string {
  const code = own.length === 1 ? own[0]!.slice(0, length) : own.map((w) => w[0]).join('').slice(0, length)
  return code || '?'
}

const ownCode = (team: TeamLike) => team?.shortName?.trim().toUpperCase().slice(0, TEAM_CODE_MAX) || ''

/**
 * Codes for teams shown together, by name: a team's own code, else one made from what sets its name
 * apart — the words every name shares (the league's "Oxygen") left out, one word giving its first
 * three letters ("GLA"), several their initials ("EWR"). Two teams that would get the same code keep
 * a longer one, so each code names one team.
 */
export function teamCodes(teams: readonly (string | TeamLike)[]): Map<string, string> {
  const list = teams.map((t) => (typeof t === 'string' ? {name: t} : (t ?? {})))
  const names = list.map((t) => t.name?.trim() ?? '')
  const split = names.map(wordsOf)
  const shared = split.length > 1 ? split.reduce((common, w) => common.filter((word) => w.includes(word)), split[0] ?? []) : []
  const own = split.map((w) => {
    const rest = w.filter((word) => !shared.includes(word))
    return rest.length ? rest : w
  })
  const codes = new Map<string, string>()
  names.forEach((name, i) => {
    const given = ownCode(list[i])
    if (given) return void codes.set(name, given)
    let length = CODE_LENGTH
    const clash = () => own.some((other, j) => j !== i && codeOf(other, length) === codeOf(own[i]!, length))
    while (clash() && length < own[i]!.join('').length) length++
    codes.set(name, codeOf(own[i]!, length))
  })
  return codes
}

/** The code one team is shown by on its own: its own code, else one from its name alone. */
export function teamCode(team: TeamLike): string {
  const name = team?.name?.trim() ?? ''
  return ownCode(team) || (name ? teamCodes([name]).get(name)! : 'TBD')
}

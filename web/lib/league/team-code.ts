// A team's three-letter code for a score line ("GLA 87/3 (9.2)"), made from its name: the words every
// team of the league shares ("Oxygen") left out, then the first letters of a one-word name ("GLA" for
// Oxygen Gladiators) or the initials of a longer one ("EWR" for Oxygen Elite Warriors Rising Force).
// Two teams that would get the same code keep a longer one, so each code names one team.

const CODE_LENGTH = 3

const words = (name: string) =>
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

/** Each team name's code, by name. */
export function teamCodes(names: readonly string[]): Map<string, string> {
  const split = names.map(words)
  const shared = split.length > 1 ? split.reduce((common, w) => common.filter((word) => w.includes(word)), split[0] ?? []) : []
  const own = split.map((w) => {
    const rest = w.filter((word) => !shared.includes(word))
    return rest.length ? rest : w
  })
  const codes = new Map<string, string>()
  names.forEach((name, i) => {
    let length = CODE_LENGTH
    const clash = () => own.some((other, j) => j !== i && codeOf(other, length) === codeOf(own[i]!, length))
    while (clash() && length < own[i]!.join('').length) length++
    codes.set(name, codeOf(own[i]!, length))
  })
  return codes
}

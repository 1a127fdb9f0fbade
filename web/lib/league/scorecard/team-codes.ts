// A team's three-letter code for score lines ("GLA 87/3 (9.2)"), made from the names of the teams it is
// shown with: words every name shares (the league's "Oxygen") are left out, one word gives its first three
// letters, several give their initials. Codes stay distinct among the names given.
const CODE_LENGTH = 3

const wordsOf = (name: string) => name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)

export function teamCodes(names: readonly string[]): string[] {
  const words = names.map(wordsOf)
  const shared = (word: string) => names.length > 1 && words.every((w) => w.some((x) => x.toLowerCase() === word.toLowerCase()))
  const taken = new Set<string>()
  return words.map((all) => {
    const own = all.filter((w) => !shared(w))
    const source = own.length ? own : all
    const base = (source.length > 1 ? source.map((w) => w[0]).join('') : (source[0] ?? '')).slice(0, CODE_LENGTH).toUpperCase() || 'TBC'
    let code = base
    for (let n = 2; taken.has(code); n++) code = `${base.slice(0, CODE_LENGTH - 1)}${n}`
    taken.add(code)
    return code
  })
}

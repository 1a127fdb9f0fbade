// A match's teams as one plain string ("Oxygen Gangsters v Oxygen Warriors"): the Studio's list search
// reads only a document's own text, never a referenced team's name, so a match is found by its teams
// through this copy. The match form keeps it in step with the team fields; the dataset validator
// refuses a copy that does not match them.

/** The match field holding the copy. */
export const TEAM_NAMES_FIELD = 'teamNames'

/** "Home v Away", with whichever names are known; undefined when neither is. */
export function teamNamesOf(home?: string | null, away?: string | null): string | undefined {
  return [home, away].filter(Boolean).join(' v ') || undefined
}

// Keeps a match's plain-text team names (schemas/match-search.ts) in step with its team fields, as the
// volunteer picks them, so a draft is found by its teams' names too. Opening a match writes nothing: the
// copy changes only when a team does.
import {useEffect, useRef} from 'react'
import {type ObjectInputProps, set, unset, useClient} from 'sanity'
import {TEAM_NAMES_FIELD, teamNamesOf} from '../../schemas/match-search'
import {STUDIO_API_VERSION} from '../scorer/match-query'

const TEAM_NAMES_QUERY = /* groq */ `{"home": *[_id == $home][0].name, "away": *[_id == $away][0].name}`
const refOf = (value: unknown) => (value as {_ref?: string} | undefined)?._ref ?? ''

export function useSearchNames({value, onChange}: ObjectInputProps) {
  const client = useClient({apiVersion: STUDIO_API_VERSION})
  const home = refOf(value?.homeTeam)
  const away = refOf(value?.awayTeam)
  const stored = value?.[TEAM_NAMES_FIELD]
  /** The teams the stored names were last set for: those of the match as opened, then the form's own. */
  const settled = useRef(`${home}|${away}`)
  useEffect(() => {
    const teams = `${home}|${away}`
    if (teams === settled.current) return
    let current = true
    client.fetch<{home: string | null; away: string | null}>(TEAM_NAMES_QUERY, {home, away}).then(
      (names) => {
        if (!current) return
        settled.current = teams
        const next = teamNamesOf(names.home, names.away)
        if (next !== stored) onChange(next ? set(next, [TEAM_NAMES_FIELD]) : unset([TEAM_NAMES_FIELD]))
      },
      () => {}, // a failed read leaves the names as they were; the next team change tries again
    )
    return () => {
      current = false
    }
  }, [client, home, away, stored, onChange])
}

// The match form speaks of the two teams by name: "Batted first" offers "Oxygen Gangsters" and "Oxygen
// Gladiators", and each score field is titled with its team, read from the chosen teams (drafts included);
// "Home team" and "Away team" until a team is chosen.
import {type StringInputProps, useFormValue} from 'sanity'
import {useDraftsQuery} from './drafts-query'

export type Side = 'home' | 'away'
export type TeamNames = Record<Side, string>

export const SIDE_FALLBACK: TeamNames = {home: 'Home team', away: 'Away team'}

const TEAM_NAMES_QUERY = /* groq */ `*[_type == "team" && _id in $ids]{_id, name}`

const refOf = (value: unknown) => (value as {_ref?: unknown} | undefined)?._ref
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** The names of the match's two teams as the form has them chosen now, and whether both are chosen and
 * read (until then a name is its side's fallback). */
export function useChosenTeams(): {names: TeamNames; known: boolean} {
  const home = textOf(refOf(useFormValue(['homeTeam'])))
  const away = textOf(refOf(useFormValue(['awayTeam'])))
  const ids = [home, away].filter((id) => id !== undefined)
  const teams = useDraftsQuery<{_id: string; name: string | null}[]>(TEAM_NAMES_QUERY, ids.length ? {ids} : null)
  const name = (id: string | undefined, side: Side) => textOf(teams?.find((t) => t._id === id)?.name) ?? SIDE_FALLBACK[side]
  const known = ids.length === 2 && [home, away].every((id) => textOf(teams?.find((t) => t._id === id)?.name))
  return {names: {home: name(home, 'home'), away: name(away, 'away')}, known}
}

/** The names of the match's two teams as the form has them chosen now. */
export const useTeamNames = (): TeamNames => useChosenTeams().names

/** "Batted first": the two teams by name. */
export function BattedFirstInput(props: StringInputProps) {
  const names = useTeamNames()
  const list = (['home', 'away'] as const).map((value) => ({title: names[value], value}))
  return props.renderDefault({...props, schemaType: {...props.schemaType, options: {...props.schemaType.options, list}}})
}

// What the scorer's tool reads besides the scorecard itself: the match, its two teams, their squads and the
// season's playing rules, read once per match through the Studio's own client.
import {useEffect, useState} from 'react'
import {useClient} from 'sanity'

export const STUDIO_API_VERSION = '2025-02-19'

/** The match a scorecard scores, with both squads (players whose `team` is one of the two sides). */
export const SCORER_MATCH_QUERY = /* groq */ `*[_type == "match" && _id == $matchId][0]{
  _id,
  matchNumber,
  stage,
  startsAt,
  status,
  "scorecard": scorecard._ref,
  "season": season->{overs, ballsPerOver, oversPerBowler, playersPerSide},
  "home": homeTeam->{_id, name, shortName, icon},
  "away": awayTeam->{_id, name, shortName, icon},
  "players": *[_type == "player" && defined(team._ref) && team._ref in [^.homeTeam._ref, ^.awayTeam._ref]] | order(name asc) {
    _id, name, role, "team": team._ref
  }
}`

export type ScorerTeam = {_id: string; name: string | null; shortName?: string | null; icon: string | null}
export type ScorerPlayer = {_id: string; name: string | null; role: string | null; team: string}
export type ScorerSeason = {overs: number | null; ballsPerOver: number | null; oversPerBowler: number | null; playersPerSide: number | null}
export type ScorerMatch = {
  _id: string
  matchNumber: number | null
  stage?: string | null
  startsAt?: string | null
  status?: string | null
  scorecard?: string | null
  season: ScorerSeason | null
  home: ScorerTeam | null
  away: ScorerTeam | null
  players: ScorerPlayer[]
}

export type Loaded<T> = {state: 'loading'} | {state: 'error'; message: string} | {state: 'ready'; value: T}

/** The match behind a scorecard; drafts included, so a substitute added on the day is in the squad at once. */
export function useScorerMatch(matchId: string | undefined): Loaded<ScorerMatch | null> {
  const client = useClient({apiVersion: STUDIO_API_VERSION})
  const [loaded, setLoaded] = useState<{for: string; result: Loaded<ScorerMatch | null>}>()
  useEffect(() => {
    if (!matchId) return
    let current = true
    const settle = (result: Loaded<ScorerMatch | null>) => current && setLoaded({for: matchId, result})
    client
      .withConfig({perspective: 'drafts'})
      .fetch<ScorerMatch | null>(SCORER_MATCH_QUERY, {matchId})
      .then(
        (value) => settle({state: 'ready', value}),
        (error: unknown) => settle({state: 'error', message: error instanceof Error ? error.message : String(error)}),
      )
    return () => {
      current = false
    }
  }, [client, matchId])
  if (!matchId) return {state: 'ready', value: null}
  return loaded?.for === matchId ? loaded.result : {state: 'loading'}
}

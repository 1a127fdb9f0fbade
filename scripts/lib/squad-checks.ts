// Checks that keep the people and the key dates of a season consistent: each team with a squad has at
// least a side's worth of players and its captain (its team note's) among them; and the badges that mark
// one moment of a season (its start, its finals) are each on one key date.
import {scoringRules} from '../../league'
import type {SeasonScoringFields} from '../../league/scorecard/rules'
import type {DatasetDocument, Problem} from './dataset-checks'
import {refOf} from './league-checks'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** Badges that mark one moment of the season; TENTATIVE may mark several dates. */
export const ONE_DATE_BADGES: readonly string[] = ['SEASON START', 'FINALS']

/** A team with players (a season's squads entered) needs a full side and its captain in it. */
export function checkSquads(docs: readonly DatasetDocument[]): Problem[] {
  const season = docs.find((d) => d._type === 'season' && d.isCurrent === true) ?? docs.find((d) => d._type === 'season')
  const side = scoringRules((season ?? {}) as SeasonScoringFields).playersPerSide
  const squads = new Map<string, string[]>()
  for (const player of docs.filter((d) => d._type === 'player')) {
    const team = refOf(player.team)
    if (team) squads.set(team, [...(squads.get(team) ?? []), text(player.name)])
  }
  const problems: Problem[] = []
  for (const [team, names] of squads) {
    if (names.length < side) problems.push({id: team, path: 'team', message: `The squad has ${names.length} players; a side is ${side}.`})
  }
  for (const note of docs.filter((d) => d._type === 'teamNote')) {
    const squad = squads.get(refOf(note.team) ?? '')
    const captain = text(note.captain)
    if (squad && captain && !squad.includes(captain)) {
      problems.push({id: note._id, path: 'captain', message: `The captain, ${captain}, is not in the team's squad: add them as a player of the team.`})
    }
  }
  return problems
}

/** SEASON START and FINALS each on one key date. */
export function checkKeyDateBadges(docs: readonly DatasetDocument[]): Problem[] {
  const first = new Map<string, string>()
  return docs
    .filter((d) => d._type === 'keyDate' && ONE_DATE_BADGES.includes(text(d.badge)))
    .flatMap((doc) => {
      const badge = text(doc.badge)
      const earlier = first.get(badge)
      if (!earlier) {
        first.set(badge, doc._id)
        return []
      }
      return [{id: doc._id, path: 'badge', message: `${badge} is already the badge of ${earlier}: one key date carries it.`}]
    })
}

// The participating housing societies, each with where it is (/participation/societies), as plain cards,
// each naming the team that plays for it this season with a link to its page, or saying it has none.
import type {SocietiesQueryResult, TeamsQueryResult} from '@/lib/content'
import {PinIcon} from '@/components/icons/pin-icon'
import {TeamMark} from '@/components/league/team-mark'
import {Card, CardGrid} from '@/components/ui/card-grid'
import {SocietyTeam} from './society-list.styles'

type Props = {societies: SocietiesQueryResult; teams: TeamsQueryResult}

/** The real teams (not the open slot) by the name of the society they play for. */
export function teamsBySociety(teams: TeamsQueryResult): Map<string, TeamsQueryResult> {
  const bySociety = new Map<string, TeamsQueryResult>()
  for (const team of teams) {
    const society = team.society?.name
    if (team.isPlaceholder || !society) continue
    bySociety.set(society, [...(bySociety.get(society) ?? []), team])
  }
  return bySociety
}

export function SocietyList({societies, teams}: Props) {
  if (societies.length === 0) return <p>The participating societies will be announced soon.</p>
  const bySociety = teamsBySociety(teams)
  return (
    <CardGrid aria-label="Participating societies">
      {societies.map((society) => {
        const own = bySociety.get(society.name) ?? []
        return (
          <Card key={society._id}>
            <h2>{society.name}</h2>
            <p>
              <PinIcon />
              {society.location}
            </p>
            <SocietyTeam>
              {own.length === 0
                ? 'No team this season'
                : own.map((team) => <TeamMark key={team._id} team={{name: team.name, icon: team.icon, crest: team.logo}} code="never" />)}
            </SocietyTeam>
          </Card>
        )
      })}
    </CardGrid>
  )
}

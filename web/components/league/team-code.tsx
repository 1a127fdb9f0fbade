// A side by its three-letter code where a table has no room for its name ("GLA"): the name on hover and
// for screen readers.
import {VisuallyHidden} from '@/components/ui/visually-hidden'
import type {TeamName} from '@/lib/match-day/view-types'

export function TeamCode({team}: {team: TeamName}) {
  return (
    <>
      <abbr title={team.name} aria-hidden="true">
        {team.code}
      </abbr>
      <VisuallyHidden>{team.name}</VisuallyHidden>
    </>
  )
}

// Checks a dataset's matches with the same rules as the Studio form: two different teams, possible
// scores within the season's overs, a winner that played. The schema rules run too; these give the
// dataset validator a problem per match even when the form's async rules are not run.
import {matchProblems, type MatchRecord} from '../../web/lib/league/match-rules'
import type {DatasetDocument, Problem} from './dataset-checks'

export function checkMatches(docs: DatasetDocument[]): Problem[] {
  const seasonOvers = new Map(
    docs.filter((d) => d._type === 'season').map((d) => [d._id, typeof d.overs === 'number' ? d.overs : undefined]),
  )
  return docs
    .filter((d) => d._type === 'match')
    .flatMap((doc) => {
      const season = (doc.season as {_ref?: string} | undefined)?._ref
      return matchProblems(doc as MatchRecord, season ? seasonOvers.get(season) : undefined).map((message) => ({
        id: doc._id,
        path: 'match',
        message,
      }))
    })
}

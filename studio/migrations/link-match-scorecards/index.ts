// `npx sanity migration run link-match-scorecards` (from studio/): links each match to its ball-by-ball
// scorecard, its published copy and its draft, where the scorer's tool has not yet done it (matches scored
// before the link existed), so the Studio's lists show the score the deliveries make. Safe to run again: a
// match already linked is left as it is.
import {at, defineMigration, patch, setIfMissing} from 'sanity/migrate'

/** The copies of a match (published and draft) that exist and have no scorecard yet. */
const UNLINKED_COPIES = '*[_id in [$id, "drafts." + $id] && !defined(scorecard)]._id'

export default defineMigration({
  title: 'Link matches to their ball-by-ball scorecards',
  documentTypes: ['scorecard'],
  async *migrate(documents, context) {
    for await (const scorecard of documents()) {
      const matchId = (scorecard.match as {_ref?: string} | undefined)?._ref
      if (!matchId || scorecard._id.startsWith('drafts.')) continue
      const link = {_type: 'reference', _ref: scorecard._id, _weak: true}
      for (const id of await context.client.fetch<string[]>(UNLINKED_COPIES, {id: matchId})) yield patch(id, at('scorecard', setIfMissing(link)))
    }
  },
})

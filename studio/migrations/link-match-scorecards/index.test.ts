import {describe, expect, it} from 'vitest'
import migration from './index'

type Doc = {_id: string; _type: string; match?: {_ref: string}; scorecard?: unknown}

/** The migration run over these documents, with a client that answers its one query from them. */
async function run(docs: Doc[]) {
  const scorecards = docs.filter((doc) => doc._type === 'scorecard')
  const client = {
    fetch: async (_query: string, {id}: {id: string}) => docs.filter((doc) => [id, `drafts.${id}`].includes(doc._id) && !doc.scorecard).map((doc) => doc._id),
  }
  const documents = async function* () {
    yield* scorecards
  }
  const migrate = migration.migrate as unknown as (docs: () => AsyncIterable<Doc>, context: unknown) => AsyncIterable<unknown>
  const out: unknown[] = []
  for await (const mutation of migrate(documents, {client})) out.push(mutation)
  return out as Array<{type: string; id: string; patches: Array<{path: unknown[]; op: {type: string; value: unknown}}>}>
}

describe('link-match-scorecards', () => {
  it('links the published match and its draft to the scorecard, and leaves a linked match alone', async () => {
    const mutations = await run([
      {_id: 'match-1', _type: 'match'},
      {_id: 'drafts.match-1', _type: 'match'},
      {_id: 'match-2', _type: 'match', scorecard: {_ref: 'scorecard-match-2'}},
      {_id: 'scorecard-match-1', _type: 'scorecard', match: {_ref: 'match-1'}},
      {_id: 'scorecard-match-2', _type: 'scorecard', match: {_ref: 'match-2'}},
      {_id: 'drafts.scorecard-match-3', _type: 'scorecard', match: {_ref: 'match-3'}},
    ])
    expect(mutations.map((m) => [m.type, m.id, m.patches[0]!.path, m.patches[0]!.op])).toEqual(
      ['match-1', 'drafts.match-1'].map((id) => ['patch', id, ['scorecard'], {type: 'setIfMissing', value: {_type: 'reference', _ref: 'scorecard-match-1', _weak: true}}]),
    )
  })
})

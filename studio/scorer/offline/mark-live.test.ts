import {describe, expect, it} from 'vitest'
import {markLiveMutations} from './queue'

const link = {_type: 'reference', _ref: 'scorecard-match-final', _weak: true}

describe("a match's first ball: Live, and linked to its scorecard", () => {
  it('marks each copy still Scheduled Live and links each copy without a scorecard', () => {
    const copies = [
      {_id: 'match-final', scheduled: true, linked: false},
      {_id: 'drafts.match-final', scheduled: false, linked: false},
    ]
    expect(markLiveMutations(copies, 'drafts.scorecard-match-final')).toEqual([
      {patch: {id: 'match-final', set: {status: 'live', scorecard: link}}},
      {patch: {id: 'drafts.match-final', set: {scorecard: link}}},
    ])
  })

  it('writes nothing to a copy already Live and linked, or when no scorecard is named (a write from before the link)', () => {
    expect(markLiveMutations([{_id: 'match-final', scheduled: false, linked: true}], 'scorecard-match-final')).toEqual([])
    expect(markLiveMutations([{_id: 'match-final', scheduled: true, linked: false}])).toEqual([{patch: {id: 'match-final', set: {status: 'live'}}}])
  })
})

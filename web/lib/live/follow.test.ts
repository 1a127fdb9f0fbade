// A frame's two decisions: never replace what it shows by an older render, and ask for a render when the
// stream has moved past it.
import {describe, expect, it} from 'vitest'
import {olderRender, streamAhead, type RenderedMatch} from './follow'
import {scorecardVersion, type LiveMatch} from './scores'

const v = (balls: number, at = '2026-11-28T10:00:00.000Z') => scorecardVersion(at, balls)
const shown = (id: string, version: string | null, status: RenderedMatch['status'] = 'live'): RenderedMatch => ({id, version, status})
const streamed = (id: string, version: string | null, status: LiveMatch['status'] = 'live'): LiveMatch => ({id, version, status, title: id, href: null, line: null})

describe('scorecardVersion', () => {
  it.each([
    ['a later save', v(10, '2026-11-28T10:00:01.000Z'), v(12, '2026-11-28T10:00:00.000Z')],
    ['the same second, one ball more', v(13, '2026-11-28T10:00:00Z'), v(12, '2026-11-28T10:00:00Z')],
    ['a ball against no scorecard', v(0), ''],
  ])('orders %s after', (_, later, earlier) => {
    expect(later > earlier).toBe(true)
  })
})

describe('olderRender', () => {
  it.each([
    ['the same ball', [shown('m', v(5))], [shown('m', v(5))], false],
    ['a later ball', [shown('m', v(6))], [shown('m', v(5))], false],
    ['an earlier ball', [shown('m', v(4))], [shown('m', v(5))], true],
    ['an earlier ball of one of two matches', [shown('a', v(9)), shown('b', v(1))], [shown('a', v(8)), shown('b', v(2))], true],
    ['no scorecard where one was shown', [shown('m', null)], [shown('m', v(1))], true],
    ['a match the shown render did not have', [shown('n', null)], [shown('m', v(1))], false],
  ])('%s: %s', (_, incoming, before, older) => {
    expect(olderRender(incoming, before)).toBe(older)
  })
})

describe('streamAhead', () => {
  it('following balls: a newer version of a shown match, nothing for the same or an older one', () => {
    expect(streamAhead([shown('m', v(5))], {matches: [streamed('m', v(6))]}, 'balls')).toBe(`m@${v(6)}:live`)
    expect(streamAhead([shown('m', v(5))], {matches: [streamed('m', v(5))]}, 'balls')).toBe('')
    expect(streamAhead([shown('m', v(5))], {matches: [streamed('m', v(4))]}, 'balls')).toBe('')
    expect(streamAhead([shown('m', v(5))], null, 'balls')).toBe('')
  })

  it('following status: a match that started or ended, not a ball, and not an older state', () => {
    expect(streamAhead([shown('m', v(5))], {matches: [streamed('m', v(6))]}, 'status')).toBe('')
    expect(streamAhead([shown('m', v(5))], {matches: [streamed('m', v(6), 'completed')]}, 'status')).toBe(`m@${v(6)}:completed`)
    expect(streamAhead([shown('m', null, 'scheduled')], {matches: [streamed('m', v(0))]}, 'status')).toBe(`m@${v(0)}:live`)
    expect(streamAhead([shown('m', v(9), 'completed')], {matches: [streamed('m', v(8))]}, 'status')).toBe('')
  })
})

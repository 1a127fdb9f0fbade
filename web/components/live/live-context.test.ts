// A page's live store: the scores the stream last brought, told to each reader until it leaves; every
// change announced to each listener until it leaves.
import {describe, expect, it, vi} from 'vitest'
import {createLiveStore} from './live-context'

describe('createLiveStore', () => {
  it('holds no scores until the stream brings some, then tells each subscriber until it unsubscribes', () => {
    const store = createLiveStore()
    expect(store.context.scores()).toBeNull()
    const [a, b] = [vi.fn(), vi.fn()]
    const stopA = store.context.subscribeScores(a)
    store.context.subscribeScores(b)
    const scores = {matches: []}
    store.setScores(scores)
    expect(store.context.scores()).toBe(scores)
    stopA()
    store.setScores({matches: []})
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 2])
  })

  it('announces each change to the listeners still subscribed', () => {
    const store = createLiveStore()
    const heard: string[] = []
    const stop = store.context.subscribe((change) => heard.push(`${change.version}:${change.tags.join(',')}`))
    store.announce({version: 'v1', tags: ['match']})
    stop()
    store.announce({version: 'v2', tags: ['post']})
    expect(heard).toEqual(['v1:match'])
  })
})

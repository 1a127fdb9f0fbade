// A change ends in one place: its tags expired on this server first, then the open pages told, once.
import {afterEach, describe, expect, it, vi} from 'vitest'
import {admitLiveStream, openLiveStreams, subscribeLiveChanges, type LiveChange} from '../../live/hub'
import {contentChanged} from './updates'

const steps: string[] = []
vi.mock('../expire', () => ({expireContentTags: async (types: string[]) => void steps.push(`expired ${types.join(', ')}`)}))

afterEach(() => void steps.splice(0))

describe('contentChanged', () => {
  it('expires the tags before the open streams hear of the change, once each, and says how many it told', async () => {
    const heard: LiveChange[] = []
    const stop = [
      subscribeLiveChanges((change) => {
        steps.push('told a page')
        heard.push(change)
      }),
      subscribeLiveChanges(() => void steps.push('told a page')),
    ]
    const streams = [admitLiveStream(Infinity)!, admitLiveStream(Infinity)!]
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await contentChanged({version: 'v9', tags: ['scorecard']}, ['scorecard', 'sanity.imageAsset'])
    expect(steps).toEqual(['expired scorecard, sanity.imageAsset', 'told a page', 'told a page'])
    expect(heard).toEqual([{version: 'v9', tags: ['scorecard']}])
    expect(log).toHaveBeenCalledWith(`[live] scorecard changed (version v9): expired on this server, told ${openLiveStreams()} open pages.`)
    expect(openLiveStreams()).toBeGreaterThanOrEqual(2)
    for (const end of [...stop, ...streams]) end()
    log.mockRestore()
  })

  it('expires a change of nothing the site caches, and tells no page', async () => {
    const told = vi.fn()
    const stop = subscribeLiveChanges(told)
    await contentChanged({version: 'v10', tags: []}, ['sanity.imageAsset'])
    expect(steps).toEqual(['expired sanity.imageAsset'])
    expect(told).not.toHaveBeenCalled()
    stop()
  })
})

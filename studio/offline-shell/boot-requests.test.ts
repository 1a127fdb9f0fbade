import {describe, expect, it} from 'vitest'
import {isReplayableRead} from './boot-requests'

const api = 'https://abc.api.sanity.io/v2025-02-19'

describe('the start-up reads the worker fetches again', () => {
  it('takes the Studio’s reads: the user, queries, documents', () => {
    expect(isReplayableRead(`${api}/users/me?tag=sanity.studio`, 'fetch')).toBe(true)
    expect(isReplayableRead(`${api}/data/query/production?query=*`, 'xmlhttprequest')).toBe(true)
    expect(isReplayableRead(`${api}/data/doc/production/match-final`, 'fetch')).toBe(true)
  })

  it('never sends a write again as a read', () => {
    expect(isReplayableRead(`${api}/descriptors/claim?tag=sanity.studio`, 'fetch')).toBe(false)
    expect(isReplayableRead(`${api}/data/mutate/production?returnIds=true`, 'fetch')).toBe(false)
    expect(isReplayableRead(`${api}/data/actions/production`, 'xmlhttprequest')).toBe(false)
  })

  it('leaves scripts, fonts and images to the browser', () => {
    expect(isReplayableRead('https://studio.example/static/index.js', 'script')).toBe(false)
    expect(isReplayableRead('https://cdn.sanity.io/images/abc/production/x.jpg', 'img')).toBe(false)
  })
})

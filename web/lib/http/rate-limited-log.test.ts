import {afterEach, describe, expect, it, vi} from 'vitest'
import {LOG_INTERVAL_MS, warnAtMostEvery} from './rate-limited-log'

afterEach(() => vi.restoreAllMocks())

describe('warnAtMostEvery', () => {
  it('writes one line per interval for a kind, then says how many it held back', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (let i = 0; i < 1000; i++) warnAtMostEvery('aborted-test', 'dropped', 5_000 + i)
    expect(warn.mock.calls).toEqual([['dropped']])
    warnAtMostEvery('aborted-test', 'dropped', 5_000 + LOG_INTERVAL_MS)
    expect(warn.mock.calls.at(-1)).toEqual(['dropped (and 999 more like it since the last such line)'])
    warnAtMostEvery('other-kind', 'else', 5_001)
    expect(warn).toHaveBeenCalledTimes(3)
  })
})

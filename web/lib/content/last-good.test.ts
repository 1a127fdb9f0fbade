// Last good content through a backend outage: a failed answer is returned (never thrown) and answered
// with the remembered result, and the backend is asked at most once per OUTAGE_RETRY_MS meanwhile.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {OUTAGE_RETRY_MS} from '../limits'
import {askBackend, lastGood, resetLastGood} from './last-good'

let errors: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  resetLastGood()
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => errors.mockRestore())

const down = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:4010'))
const up = (result: unknown) => async () => ({result, syncTags: []})
/** One getter's read: ask the backend at `now`, then answer from the last good content when it failed. */
const read = async (key: string, fetch: () => Promise<{result: unknown; syncTags: string[]}>, now: number) =>
  lastGood(key, await askBackend(fetch, now)).result

describe('askBackend and lastGood', () => {
  it('answers the last good result when the backend fails, and says so once in the log', async () => {
    expect(await read('q', up(['Grand Finale']), 0)).toEqual(['Grand Finale'])
    expect(await read('q', down, 10)).toEqual(['Grand Finale'])
    expect(await read('q', down, OUTAGE_RETRY_MS + 20)).toEqual(['Grand Finale'])
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]![0])).toMatch(/ECONNREFUSED.*last good content/)
  })

  it('returns a failure as an answer, never throws it', async () => {
    expect(await askBackend(down, 0)).toEqual({failed: 'connect ECONNREFUSED 127.0.0.1:4010'})
  })

  it('does not ask the backend again within OUTAGE_RETRY_MS of a failure', async () => {
    await read('q', up(1), 0)
    await read('q', down, 100)
    const fetch = vi.fn(up(2))
    expect(await read('q', fetch, 100 + OUTAGE_RETRY_MS - 1)).toBe(1)
    expect(fetch).not.toHaveBeenCalled()
    expect(await read('q', fetch, 100 + OUTAGE_RETRY_MS)).toBe(2)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls.at(-1)![0])).toMatch(/answers again/)
  })

  it('with nothing remembered, the error goes to the caller', async () => {
    await expect(read('never-seen', down, 0)).rejects.toThrow(/ECONNREFUSED/)
  })

  it('in an outage, a result never remembered fails at once: no backend query per caller until the retry', async () => {
    await read('a', up(1), 0)
    await read('a', down, 10)
    const fetch = vi.fn(up(2))
    for (let at = 11; at < 10 + OUTAGE_RETRY_MS; at += 100) {
      await expect(read(`made-up-${at}`, fetch, at)).rejects.toThrow(/unavailable/)
    }
    expect(fetch).not.toHaveBeenCalled()
    expect(await read('made-up', fetch, 10 + OUTAGE_RETRY_MS)).toBe(2)
  })

  it('keeps each result under its own key', async () => {
    await read('slug=a', up('A'), 0)
    await read('slug=b', up('B'), 0)
    expect(await read('slug=b', down, 1)).toBe('B')
    expect(await read('slug=a', down, 2)).toBe('A')
  })
})

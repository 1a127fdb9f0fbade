// Last good content through a backend outage: failures answer the remembered result, the backend is
// asked at most once per OUTAGE_RETRY_MS meanwhile, and recovery refreshes what was served from memory.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {OUTAGE_RETRY_MS} from '../limits'
import {resetLastGood, withLastGood} from './last-good'

const revalidated = vi.hoisted(() => [] as string[][])
vi.mock('./self-revalidate', () => ({revalidateOwnTypes: async (types: string[]) => void revalidated.push([...types].sort())}))

let errors: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  resetLastGood()
  revalidated.length = 0
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => errors.mockRestore())

const down = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:4010'))

describe('withLastGood', () => {
  it('answers the last good result when the backend fails, and says so once in the log', async () => {
    expect(await withLastGood('q', ['keyDate'], async () => ['Grand Finale'], 0)).toEqual(['Grand Finale'])
    expect(await withLastGood('q', ['keyDate'], down, 10)).toEqual(['Grand Finale'])
    expect(await withLastGood('q', ['keyDate'], down, OUTAGE_RETRY_MS + 20)).toEqual(['Grand Finale'])
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]![0])).toMatch(/ECONNREFUSED.*last good content/)
  })

  it('does not ask the backend again within OUTAGE_RETRY_MS of a failure', async () => {
    await withLastGood('q', ['keyDate'], async () => 1, 0)
    await withLastGood('q', ['keyDate'], down, 100)
    const fetch = vi.fn(async () => 2)
    expect(await withLastGood('q', ['keyDate'], fetch, 100 + OUTAGE_RETRY_MS - 1)).toBe(1)
    expect(fetch).not.toHaveBeenCalled()
    expect(await withLastGood('q', ['keyDate'], fetch, 100 + OUTAGE_RETRY_MS)).toBe(2)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('on recovery, refreshes the types whose pages were served from memory', async () => {
    await withLastGood('a', ['keyDate'], async () => 1, 0)
    await withLastGood('b', ['teamNote'], async () => 1, 0)
    await withLastGood('a', ['keyDate'], down, 10)
    await withLastGood('b', ['teamNote'], down, 20)
    expect(await withLastGood('a', ['keyDate'], async () => 3, 10 + OUTAGE_RETRY_MS)).toBe(3)
    expect(revalidated).toEqual([['keyDate', 'teamNote']])
    expect(String(errors.mock.calls.at(-1)![0])).toMatch(/answers again/)
  })

  it('with nothing remembered, the error goes to the caller (the page keeps its cached copy)', async () => {
    await expect(withLastGood('never-seen', ['page'], down, 0)).rejects.toThrow(/ECONNREFUSED/)
  })

  it('in an outage, a result never remembered fails at once: no backend query per caller until the retry', async () => {
    await withLastGood('a', ['keyDate'], async () => 1, 0)
    await withLastGood('a', ['keyDate'], down, 10)
    const fetch = vi.fn(async () => 2)
    for (let at = 11; at < 10 + OUTAGE_RETRY_MS; at += 100) {
      await expect(withLastGood(`made-up-${at}`, ['post'], fetch, at)).rejects.toThrow(/unavailable/)
    }
    expect(fetch).not.toHaveBeenCalled()
    expect(await withLastGood('made-up', ['post'], fetch, 10 + OUTAGE_RETRY_MS)).toBe(2)
  })

  it('keeps each result under its own key', async () => {
    await withLastGood('slug=a', ['teamNote'], async () => 'A', 0)
    await withLastGood('slug=b', ['teamNote'], async () => 'B', 0)
    expect(await withLastGood('slug=b', ['teamNote'], down, 1)).toBe('B')
    expect(await withLastGood('slug=a', ['teamNote'], down, 2)).toBe('A')
  })
})

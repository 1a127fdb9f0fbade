// /api/health: 200 with the backend and content version while content can be read, 503 when not.
import path from 'node:path'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {startContentLakeServer} from '../../../scripts/content-lake/server'

beforeEach(() => vi.resetModules())
afterEach(() => vi.unstubAllEnvs())

const get = async () => {
  const {GET} = await import('@/app/api/health/route')
  const response = await GET()
  return {status: response.status, body: await response.json(), cache: response.headers.get('cache-control')}
}

describe('GET /api/health', () => {
  it('on the embedded dataset: 200 with the content version', async () => {
    vi.stubEnv('SANITY_PROJECT_ID', '')
    const {status, body, cache} = await get()
    expect(status).toBe(200)
    expect(body).toMatchObject({status: 'ok', backend: 'embedded', contentVersion: expect.stringMatching(/^embedded:[0-9a-f]{16}$/), sharedCache: {state: 'none'}})
    expect(cache).toBe('no-store')
  })

  it('on Sanity: 200 while the Content Lake answers, 503 with a generic reason when it does not', async () => {
    const lake = await startContentLakeServer({datasetFile: path.resolve('content/data.ndjson')})
    vi.stubEnv('SANITY_PROJECT_ID', 'opltest')
    vi.stubEnv('SANITY_API_HOST', lake.url)
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      expect(await get()).toMatchObject({status: 200, body: {status: 'ok', backend: 'sanity'}})
      await lake.setHealth('error')
      vi.resetModules()
      const down = await get()
      expect(down).toMatchObject({status: 503, body: {status: 'unavailable', backend: 'sanity', reason: 'The content backend does not answer.'}})
      expect(JSON.stringify(down.body)).not.toContain(lake.url)
      expect(log).toHaveBeenCalledWith(expect.stringContaining(lake.url))
    } finally {
      log.mockRestore()
      await lake.close()
    }
  })
})

describe('the health summary', () => {
  it('is one check for every caller within HEALTH_SUMMARY_MS, then a new one', async () => {
    vi.stubEnv('SANITY_PROJECT_ID', '')
    const fetch = await import('./fetch')
    const query = vi.spyOn(fetch, 'contentFetch')
    const {contentHealth, HEALTH_SUMMARY_MS} = await import('./health')
    const answers = await Promise.all(Array.from({length: 100}, () => contentHealth(1_000)))
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
    expect(query).toHaveBeenCalledTimes(1)
    await contentHealth(1_000 + HEALTH_SUMMARY_MS - 1)
    expect(query).toHaveBeenCalledTimes(1)
    await contentHealth(1_000 + HEALTH_SUMMARY_MS)
    expect(query).toHaveBeenCalledTimes(2)
  })
})

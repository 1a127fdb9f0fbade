import {copyFile, mkdtemp, rm, writeFile} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {contentFetch} from '../content/fetch'
import {parseContentEnv} from '../env'
import {checkHealth} from './health'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'opl-health-'))
})
afterAll(() => rm(dir, {recursive: true, force: true}))

describe('checkHealth', () => {
  it('answers 200 with the embedded backend and the newest published edit as the content version', async () => {
    const file = path.join(dir, 'data.ndjson')
    await copyFile(path.resolve('content/data.ndjson'), file)
    const env = parseContentEnv({CONTENT_DATASET_PATH: file})
    const health = await checkHealth((q) => contentFetch(q, {}, {}, env), env)
    expect(health.status).toBe(200)
    expect(health.body).toMatchObject({status: 'ok', backend: 'embedded'})
    const version = health.status === 200 ? health.body.contentVersion : null
    expect(version).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('sees a newly published edit as a new content version', async () => {
    const file = path.join(dir, 'edited.ndjson')
    const doc = {_id: 'x', _type: 'page', _updatedAt: '2031-01-02T03:04:05Z', title: 'New'}
    await writeFile(file, JSON.stringify(doc) + '\n')
    const env = parseContentEnv({CONTENT_DATASET_PATH: file})
    const health = await checkHealth((q) => contentFetch(q, {}, {}, env), env)
    expect(health).toEqual({status: 200, body: {status: 'ok', backend: 'embedded', contentVersion: '2031-01-02T03:04:05Z'}})
  })

  it('answers 503 naming the cause when the dataset file is missing', async () => {
    const env = parseContentEnv({CONTENT_DATASET_PATH: path.join(dir, 'missing.ndjson')})
    const health = await checkHealth((q) => contentFetch(q, {}, {}, env), env)
    expect(health.status).toBe(503)
    expect(health.body).toMatchObject({status: 'unavailable', backend: 'embedded'})
  })

  it('answers 503 when the Sanity backend does not answer in time', async () => {
    const env = parseContentEnv({SANITY_PROJECT_ID: 'abc123'})
    const health = await checkHealth(() => new Promise(() => {}), env, 50)
    expect(health).toEqual({status: 503, body: {status: 'unavailable', backend: 'sanity', error: 'no answer within 50 ms'}})
  })
})

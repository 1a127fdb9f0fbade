// The stand-in answers as the Content Lake does for what the Studio sends: mutations and actions applied
// to the working copy and written back in export format, listen events with their effects, and clear
// refusals (501 for what it does not do, 413 past its body limit).
import {cp, mkdtemp, readFile, rm} from 'node:fs/promises'
import {request as httpRequest} from 'node:http'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest'
import {MAX_BODY_BYTES, MAX_UPLOAD_BYTES} from './http'
import {NOT_IN_PRODUCTION, startContentLakeServer, type ContentLakeServer} from './server'
import {syncTagOf, typesRead} from './sync-tags'

const ROOT = path.resolve(import.meta.dirname, '../..')
let lake: ContentLakeServer
let dir: string
const api = (route: string, init: RequestInit = {}) =>
  fetch(`${lake.url}/v2025-02-19/${route}`, {...init, headers: {authorization: `Bearer ${lake.token}`, 'content-type': 'application/json', ...init.headers}})

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'opl-lake-'))
  await cp(path.join(ROOT, 'content'), dir, {recursive: true})
  lake = await startContentLakeServer({datasetFile: path.join(dir, 'data.ndjson')})
})
afterAll(async () => {
  await lake.close()
  await rm(dir, {recursive: true, force: true})
})

describe('the local Content Lake stand-in', () => {
  it('edits a draft, publishes it with the Actions API and writes the published document back in export format', async () => {
    const patch = {mutations: [{createOrReplace: {_id: 'drafts.keyDate-grand-finale', _type: 'keyDate', title: 'Grand Finale', date: '2026-02-15', badge: 'FINALS'}}]}
    const mutated = await api('data/mutate/production?returnIds=true', {method: 'POST', body: JSON.stringify(patch)})
    expect(await mutated.json()).toMatchObject({results: [{id: 'drafts.keyDate-grand-finale', operation: 'create'}], documentIds: ['drafts.keyDate-grand-finale']})

    const action = {actionType: 'sanity.action.document.publish', draftId: 'drafts.keyDate-grand-finale', publishedId: 'keyDate-grand-finale'}
    expect((await api('data/actions/production', {method: 'POST', body: JSON.stringify({actions: [action]})})).status).toBe(200)

    const doc = await (await api('data/doc/production/keyDate-grand-finale,drafts.keyDate-grand-finale')).json()
    expect(doc.documents).toEqual([expect.objectContaining({_id: 'keyDate-grand-finale', date: '2026-02-15'})])
    expect(doc.omitted).toEqual([{id: 'drafts.keyDate-grand-finale', reason: 'existence'}])
    const lines = (await readFile(path.join(dir, 'data.ndjson'), 'utf8')).split('\n').filter((line) => line.includes('grand-finale'))
    expect(lines.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({_id: 'keyDate-grand-finale', date: '2026-02-15'})])
  })

  it('sends a listener a mutation event with the effects the Studio applies', async () => {
    const [loaded] = (await (await api('data/doc/production/keyDate-auction')).json()).documents
    expect(loaded._rev).toMatch(/^\S{8,}$/)
    const controller = new AbortController()
    const query = encodeURIComponent('*[_id == "keyDate-auction"]')
    const res = await api(`data/listen/production?query=${query}&events=welcome,mutation`, {signal: controller.signal})
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = (await reader.read()).value ?? ''
    expect(text).toContain('event: welcome')
    await api('data/mutate/production', {method: 'POST', body: JSON.stringify({mutations: [{patch: {id: 'keyDate-auction', set: {title: 'Player Auction (moved)'}}}]})})
    while (!text.includes('event: mutation')) text += (await reader.read()).value ?? ''
    const event = JSON.parse(/event: mutation\ndata: (.*)\n/.exec(text)![1]!)
    // The first edit of a seed document chains from the revision the Studio read: its form then shows the edit.
    expect(event).toMatchObject({documentId: 'keyDate-auction', previousRev: loaded._rev, transition: 'update', effects: {apply: [0, expect.objectContaining({title: 'Player Auction (moved)'})]}})
    controller.abort()
  })

  it('serves the Live Content API: sync tags on each answer, a message per change, the missed ones after Last-Event-ID, else a restart', async () => {
    const query = encodeURIComponent('*[_type == "keyDate"]{title}')
    const answer = await (await api(`data/query/production?query=${query}&returnQuery=false`)).json()
    expect(answer).not.toHaveProperty('query')
    expect(answer.syncTags).toEqual([syncTagOf('keyDate')])
    const events = (headers: Record<string, string> = {}) => {
      const controller = new AbortController()
      const stream = api('data/live/events/production', {signal: controller.signal, headers: {accept: 'text/event-stream', ...headers}})
      const reader = stream.then((res) => res.body!.pipeThrough(new TextDecoderStream()).getReader())
      let text = ''
      const readUntil = async (pattern: RegExp) => {
        while (!pattern.test(text)) text += (await (await reader).read()).value ?? ''
        return text
      }
      return {readUntil, close: () => controller.abort()}
    }
    const live = events()
    await live.readUntil(/event: welcome/)
    const edit = (title: string) => api('data/mutate/production', {method: 'POST', body: JSON.stringify({mutations: [{patch: {id: 'keyDate-auction', set: {title}}}]})})
    await edit('Auction, first move')
    const first = /event: message\nid: (\w+)\ndata: (.*)\n/.exec(await live.readUntil(/event: message/))!
    expect(JSON.parse(first[2]!)).toEqual({tags: [syncTagOf('keyDate')]})
    live.close()

    await edit('Auction, second move')
    await edit('Auction, third move')
    const resumed = events({'last-event-id': first[1]!})
    const missed = await resumed.readUntil(/(event: message[^]*){2}/)
    expect(missed.match(/^id: .*$/gm)).toEqual(lake.store.transactions.slice(-2).map((transaction) => `id: ${transaction.id}`))
    resumed.close()

    const lost = events({'last-event-id': 'a-position-long-gone'})
    expect(await lost.readUntil(/event: restart/)).toContain(`event: restart\nid: ${lake.store.transactions.at(-1)!.id}`)
    lost.close()
  })

  it("deletes by query, as the Presentation tool clears expired preview secrets, and never writes a secret to the file", async () => {
    const secret = (id: string, updated: string) => ({createOrReplace: {_id: id, _type: 'sanity.previewUrlSecret', secret: id, _updatedAt: updated}})
    await api('data/mutate/production', {method: 'POST', body: JSON.stringify({mutations: [secret('drafts.old-secret', '2020-01-01T00:00:00Z')]})})
    const expired = {delete: {query: '*[_type == "sanity.previewUrlSecret" && secret != $keep]', params: {keep: 'drafts.new-secret'}}}
    const res = await api('data/mutate/production', {method: 'POST', body: JSON.stringify({mutations: [secret('drafts.new-secret', '2026-01-01T00:00:00Z'), expired]})})
    expect((await res.json()).results).toEqual([{id: 'drafts.new-secret', operation: 'create'}, {id: 'drafts.old-secret', operation: 'delete'}])
    const doc = await (await api('data/doc/production/drafts.new-secret,drafts.old-secret')).json()
    expect(doc.documents.map((d: {_id: string}) => d._id)).toEqual(['drafts.new-secret'])
    expect(await readFile(path.join(dir, 'data.ndjson'), 'utf8')).not.toContain('previewUrlSecret')
  })

  it('refuses what it does not implement with 501 and a body past its limit with 413', async () => {
    const unknown = await api('data/export/production')
    expect(unknown.status).toBe(501)
    expect((await unknown.json()).error.description).toMatch(/does not implement/)
    const huge = await api('data/mutate/production', {method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES + 1)})
    expect(huge.status).toBe(413)
  })

  it('refuses an upload past its limit with 413 and one that is not a JPEG or PNG photo with 415, storing nothing', async () => {
    const upload = (body: BodyInit) => api('assets/images/production', {method: 'POST', body, headers: {'content-type': 'application/octet-stream'}})
    const query = encodeURIComponent('count(*[_type == "sanity.imageAsset"])')
    const assets = async () => (await (await api(`data/query/production?query=${query}`)).json()).result
    const before = await assets()
    const tooLarge = await upload(new Uint8Array(MAX_UPLOAD_BYTES + 1))
    expect(tooLarge.status).toBe(413)
    const notAPhoto = await upload('GIF89a not really')
    expect(notAPhoto.status).toBe(415)
    expect((await notAPhoto.json()).error.description).toMatch(/not an image|JPEG or PNG/)
    expect(await assets()).toBe(before)
  })

  it('never starts in production mode, however NODE_ENV spells it', async () => {
    for (const spelling of ['production', ' Production ', 'PRODUCTION', '\tproduction\n']) {
      vi.stubEnv('NODE_ENV', spelling)
      await expect(startContentLakeServer({datasetFile: path.join(dir, 'data.ndjson')}), JSON.stringify(spelling)).rejects.toThrow(NOT_IN_PRODUCTION)
    }
    vi.unstubAllEnvs()
  })

  it('rehearses an outage of the Live Content API on request: its events answer 503, queries still answer', async () => {
    const off = await startContentLakeServer({datasetFile: path.join(dir, 'data.ndjson'), live: false})
    try {
      const events = await fetch(`${off.url}/v2025-02-19/data/live/events/production`, {headers: {accept: 'text/event-stream'}})
      expect(events.status).toBe(503)
      const query = await fetch(`${off.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*[_type == "keyDate"])')}`)
      expect(query.status).toBe(200)
      expect((await query.json()).result).toBeGreaterThan(0)
    } finally {
      await off.close()
    }
  })

  it('takes only the token it made at start: another bearer token or none reads no draft and writes nothing', async () => {
    expect(lake.token).toMatch(/^[0-9a-f]{48}$/)
    const drafts = (authorization?: string) =>
      fetch(`${lake.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id in path("drafts.**")]')}&perspective=drafts`, {
        headers: authorization ? {authorization} : {},
      })
    for (const authorization of [undefined, 'Bearer local', 'Bearer anything', `Bearer ${lake.token}x`, `Bearer ${lake.token.slice(1)}`]) {
      expect((await drafts(authorization)).status, String(authorization)).toBe(401)
    }
    expect((await drafts(`Bearer ${lake.token}`)).status).toBe(200)
    const write = await fetch(`${lake.url}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: {authorization: 'Bearer made-up', 'content-type': 'application/json'},
      body: JSON.stringify({mutations: [{patch: {id: 'keyDate-auction', set: {title: 'Defaced'}}}]}),
    })
    expect(write.status).toBe(401)
    expect(await readFile(path.join(dir, 'data.ndjson'), 'utf8')).not.toContain('Defaced')
  })

  it('answers only requests addressed to this machine at its port: a DNS-rebinding page is refused', async () => {
    const asked = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(`${lake.url}/v2025-02-19/data/query/production?query=1`, {headers: {host}}, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
        request.on('error', reject).end()
      })
    for (const host of [`127.0.0.1:${lake.port}`, `localhost:${lake.port}`, `opl-local.localhost:${lake.port}`]) expect(await asked(host), host).toBe(200)
    for (const host of ['evil.example', `evil.example:${lake.port}`, `127.0.0.1:${lake.port + 1}`, '127.0.0.1', `localhost.evil.example:${lake.port}`, `user@localhost:${lake.port}`]) {
      expect(await asked(host), host).toBe(421)
    }
  })
})

describe('the stand-in\'s sync tags', () => {
  it('name the types a query names and every type their documents reference, and every type for a query naming none', async () => {
    const documents = await lake.store.documents()
    expect([...typesRead('*[_type == "keyDate"]{title}', documents)]).toEqual(['keyDate'])
    expect([...typesRead('*[_type == "team"]{name, "society": society->name}', documents)].sort()).toEqual(expect.arrayContaining(['society', 'team']))
    expect(typesRead('count(*)', documents)).toEqual(new Set(documents.map((doc) => doc._type)))
  })
})

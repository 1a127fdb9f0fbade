// Several instances, one cache: two production servers over one Content Lake share their Next cache
// in Debian's redis-server (REDIS_URL), so a signed webhook to the first shows the edit on the second;
// and when Redis goes away both keep serving.
import {readFile, writeFile} from 'node:fs/promises'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {expect, test} from '@playwright/test'
import {startContentLakeServer} from '../../scripts/content-lake/server'
import {startRedis} from './support/redis'
import {freePort, sandbox} from './support/sandbox'
import {startSite, type RunningSite} from './support/site-server'
import {boundBeside, timeUntil} from './support/timing'

const SECRET = 'two-instance-secret'
const PAGE = '/matches/schedules'

const text = async (url: string) => {
  const response = await fetch(url)
  return {status: response.status, body: await response.text()}
}

test('a webhook to one instance shows the edit on the other soon after the first; without Redis both keep serving', async () => {
  test.setTimeout(180_000)
  const box = await sandbox()
  const redis = await startRedis(await freePort())
  // The Live Content API off: only the webhook to the first instance can refresh the pages, so what the
  // second shows came through the shared cache (live-stack.spec covers the live path across instances).
  const lake = await startContentLakeServer({datasetFile: box.file, live: false})
  const env = {...box.env, REDIS_URL: redis.url, SANITY_PROJECT_ID: 'ople2e', SANITY_API_HOST: lake.url, SANITY_REVALIDATE_SECRET: SECRET}
  const first = await startSite(await freePort(), env)
  const second = await startSite(await freePort(), env)
  try {
    expect((await text(`${first.url}${PAGE}`)).body).toContain('Grand Finale')
    expect((await text(`${second.url}${PAGE}`)).body).toContain('Grand Finale')

    await writeFile(box.file, (await readFile(box.file, 'utf8')).replace(/("_id":"keyDate-grand-finale".*?"title":)"Grand Finale"/, '$1"Grand Finale (shared)"'))
    const body = JSON.stringify({_type: 'keyDate'})
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET)
    const hook = await fetch(`${first.url}/api/revalidate`, {method: 'POST', headers: {'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature}, body})
    expect(hook.status).toBe(200)
    const shownBy = (site: RunningSite) => timeUntil(async () => (await text(`${site.url}${PAGE}`)).body.includes('Grand Finale (shared)'))
    // The control: the instance that took the webhook, which expires the page and renders it again. The
    // other follows within 2 s of it on a quiet machine, and in proportion on a busy one.
    const here = await shownBy(first)
    const there = await shownBy(second)
    console.log(`the second instance showed the edit ${Math.round(there)} ms after the first (${Math.round(here)} ms after its webhook)`)
    expect(there).toBeLessThan(boundBeside(here, 3, 2_000))

    redis.stop('SIGKILL')
    for (const site of [first, second]) {
      for (const route of ['/', PAGE, '/news', '/news/oxygen-gangsters']) {
        const answer = await text(`${site.url}${route}`)
        expect(answer.status, `${route} without Redis`).toBe(200)
      }
    }
    // A server started while Redis is down serves too (from memory), instead of waiting for Redis.
    const third = await startSite(await freePort(), env)
    try {
      for (const route of ['/', PAGE]) {
        const answer = await fetch(`${third.url}${route}`, {signal: AbortSignal.timeout(5_000)})
        expect(answer.status, `${route} on a server started without Redis`).toBe(200)
      }
    } finally {
      await third.stop()
    }
  } finally {
    redis.stop('SIGKILL')
    await Promise.all([first.stop(), second.stop()])
    await lake.close()
    await box.remove()
  }
})

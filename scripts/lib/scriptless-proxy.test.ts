import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {brotliDecompressSync} from 'node:zlib'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {rawRequest} from '../../tests/unit-support/raw-request'
import {startScriptlessProxy} from './scriptless-proxy'

const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/site.css"/>' +
  '<script src="/_next/static/chunks/app.js" async=""></script></head>' +
  '<body><h1>Key dates →</h1><script>self.__next_f.push([1,"<p>not markup</p>"])</script>' +
  '<script\ntype="application/ld+json">{"@type":"SportsEvent"}</script><p>After</p></body></html>'
const CSS = 'h1{color:green}'

let site: Server
let proxy: Awaited<ReturnType<typeof startScriptlessProxy>>
const seen: {accept?: string; encoding?: string}[] = []

beforeAll(async () => {
  site = createServer((req, res) => {
    seen.push({accept: req.headers.accept, encoding: req.headers['accept-encoding']})
    if (req.url === '/site.css') res.writeHead(200, {'content-type': 'text/css'}).end(CSS)
    else res.writeHead(200, {'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY'}).end(PAGE)
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  proxy = await startScriptlessProxy(`http://127.0.0.1:${(site.address() as AddressInfo).port}`)
})

afterAll(async () => {
  await proxy.stop()
  await new Promise((resolve) => site.close(resolve))
})

describe('the scriptless proxy (npm run bench)', () => {
  it('passes a page on without any script element, its markup and headers otherwise untouched', async () => {
    const answer = await fetch(`${proxy.url}/`, {headers: {accept: 'text/html', 'accept-encoding': 'identity'}})
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
    expect(await answer.text()).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/site.css"/></head><body><h1>Key dates →</h1><p>After</p></body></html>',
    )
  })

  it('asks the site for the page uncompressed and sends it as Brotli to a browser that takes it', async () => {
    const raw = await rawRequest(Number(new URL(proxy.url).port), '/', {headers: {accept: 'text/html', 'accept-encoding': 'gzip, br'}})
    expect(seen.at(-1)?.encoding).toBe('identity')
    expect(raw.header('content-encoding')).toBe('br')
    expect(brotliDecompressSync(raw.bytes).toString('utf8')).not.toContain('<script')
  })

  it('passes anything but a page on as the site sent it', async () => {
    const answer = await fetch(`${proxy.url}/site.css`, {headers: {accept: 'text/css,*/*;q=0.1'}})
    expect(await answer.text()).toBe(CSS)
    expect(seen.at(-1)?.accept).toBe('text/css,*/*;q=0.1')
  })
})

// The site's server: requests that arrive in one turn of the event loop go on to Next together, and a
// method Next fails on is answered 405.
import {mkdtemp, rm, writeFile} from 'node:fs/promises'
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {connect, type AddressInfo} from 'node:net'
import {describe, expect, it} from 'vitest'
import {rawRequest} from '../../tests/unit-support/raw-request'
import {answerClientError, answerMethodNotAllowed, buildHeaders, nextTurn, refuseMethod} from './main.mjs'

describe('nextTurn', () => {
  it('releases every request of one turn at once, in the next turn, and a later turn on its own', async () => {
    const order: string[] = []
    const first = nextTurn()
    const second = nextTurn()
    expect(second).toBe(first)
    void first.then(() => order.push('first'))
    void second.then(() => order.push('second'))
    setImmediate(() => order.push('immediate queued after them'))
    await first
    const later = nextTurn()
    expect(later).not.toBe(first)
    await later
    expect(order).toEqual(['first', 'second', 'immediate queued after them'])
  })
})

/** Answers one request with `handle` behind answerMethodNotAllowed; resolves with status, headers, body. */
async function answer(method: string, handle: (res: ServerResponse) => void) {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    answerMethodNotAllowed(req, res)
    handle(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  try {
    const reply = await rawRequest(port, '/x', {method})
    const allow = reply.header('allow') ?? undefined
    const kept = reply.header('x-kept') ?? undefined
    return {status: reply.status, allow, kept, body: reply.bytes.toString()}
  } finally {
    server.close()
  }
}

describe('answerMethodNotAllowed', () => {
  it('turns the 500 Next gives after refusing a method (its Allow set) into a 405, keeping the headers set so far', async () => {
    const result = await answer('PUT', (res) => {
      res.setHeader('x-kept', 'yes')
      res.setHeader('Allow', ['GET', 'HEAD'])
      res.statusCode = 500
      res.end('Internal Server Error')
    })
    expect(result).toEqual({status: 405, allow: 'GET, HEAD', kept: 'yes', body: 'Method Not Allowed'})
  })

  it('leaves any other answer as it is: a 500 that is not about the method, a 405 or 401 Next made itself', async () => {
    const error = await answer('POST', (res) => {
      res.statusCode = 500
      res.end('broken')
    })
    expect(error).toMatchObject({status: 500, body: 'broken'})
    const refused = await answer('POST', (res) => {
      res.setHeader('Allow', 'GET')
      res.statusCode = 405
      res.end('Method Not Allowed')
    })
    expect(refused).toMatchObject({status: 405, allow: 'GET'})
    const unauthorised = await answer('POST', (res) => {
      res.statusCode = 401
      res.end('{}')
    })
    expect(unauthorised).toMatchObject({status: 401, body: '{}'})
  })
})

describe('refusing TRACE before Next', () => {
  it('answers 405 with the headers the build gives a published page: the rules for every request and the one for no draft cookie', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'opl-manifest-'))
    try {
      const everyPath = '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$'
      const rules = [
        {source: '/:path*', regex: everyPath, headers: [{key: 'X-Content-Type-Options', value: 'nosniff'}]},
        {source: '/:path*', regex: everyPath, missing: [{type: 'cookie', key: 'draft'}], headers: [{key: 'Content-Security-Policy', value: 'strict'}]},
        {source: '/:path*', regex: everyPath, has: [{type: 'cookie', key: 'draft'}], headers: [{key: 'Content-Security-Policy', value: 'wide'}]},
        {source: '/only-here', regex: '^/only-here$', headers: [{key: 'X-Only-Here', value: '1'}]},
      ]
      await writeFile(path.join(dir, 'routes-manifest.json'), JSON.stringify({headers: rules}))
      const headersFor = buildHeaders(path.dirname(dir), path.basename(dir))
      expect(headersFor('/x?y=1')).toEqual([
        {key: 'X-Content-Type-Options', value: 'nosniff'},
        {key: 'Content-Security-Policy', value: 'strict'},
      ])
      expect(headersFor('/only-here').map(({key}) => key)).toContain('X-Only-Here')
      const result = await answer('TRACE', (res) => void refuseMethod(res, headersFor('/x')))
      expect(result).toMatchObject({status: 405, allow: 'GET, HEAD', body: 'Method Not Allowed'})
    } finally {
      await rm(dir, {recursive: true, force: true})
    }
  })

  it('has no headers to add when the build has no manifest', () => {
    expect(buildHeaders(tmpdir(), 'no-such-build')('/')).toEqual([])
  })
})

describe('answerClientError', () => {
  /** Sends `raw` to a server whose parser refuses it; resolves with everything the server wrote back. */
  async function refused(raw: string): Promise<string> {
    const server = createServer(() => {
      throw new Error('a refused request never reaches the handler')
    })
    server.on('clientError', answerClientError(() => [{key: 'X-Content-Type-Options', value: 'nosniff'}]))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const {port} = server.address() as AddressInfo
    try {
      return await new Promise<string>((resolve, reject) => {
        let reply = ''
        const socket = connect(port, '127.0.0.1', () => socket.write(raw))
        socket.on('data', (chunk) => (reply += chunk.toString()))
        socket.on('end', () => resolve(reply))
        socket.on('error', reject)
      })
    } finally {
      server.close()
    }
  }

  it('answers a method the parser does not know 400, with the security headers, and closes', async () => {
    const reply = await refused('FOO / HTTP/1.1\r\nHost: x\r\n\r\n')
    expect(reply.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request')
    expect(reply).toContain('X-Content-Type-Options: nosniff\r\n')
    expect(reply).toContain('Connection: close\r\n')
    expect(reply.endsWith('\r\n\r\nBad Request')).toBe(true)
  })

  it('answers headers past Node\'s limit 431, as Node does, with the security headers', async () => {
    const reply = await refused(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(reply.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large')
    expect(reply).toContain('X-Content-Type-Options: nosniff\r\n')
  })
})

// This server's own address, as Next's server listens by HOSTNAME and PORT.
import {describe, expect, it} from 'vitest'
import {selfOrigin} from './own-server'

describe('selfOrigin', () => {
  it("is the address Next's server listens on, the loopback for every interface", () => {
    expect(selfOrigin({})).toBe('http://127.0.0.1:3000')
    expect(selfOrigin({HOSTNAME: '0.0.0.0', PORT: '4000'})).toBe('http://127.0.0.1:4000')
    expect(selfOrigin({HOSTNAME: '127.0.0.2', PORT: '4001'})).toBe('http://127.0.0.2:4001')
    expect(selfOrigin({HOSTNAME: '::1', PORT: '4002'})).toBe('http://[::1]:4002')
  })
})

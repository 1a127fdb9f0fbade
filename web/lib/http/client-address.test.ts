// Which address a request is counted under: the peer's own, or, for a peer on this machine (nginx in
// front), the client it names in X-Real-IP; never a made-up value from a client elsewhere.
import {describe, expect, it} from 'vitest'
import {clientAddress, clientAddressOf, CLIENT_ADDRESS_HEADER} from './client-address'

describe('the client address', () => {
  it.each([
    ['a client elsewhere', '198.51.100.4', undefined, '198.51.100.4'],
    ['a client elsewhere naming another in X-Real-IP', '198.51.100.4', '203.0.113.9', '198.51.100.4'],
    ['nginx on this machine naming its client', '127.0.0.1', '203.0.113.9', '203.0.113.9'],
    ['nginx over IPv6 loopback', '::1', '2001:db8::5', '2001:db8::5'],
    ['nginx as an IPv4-mapped address', '::ffff:127.0.0.1', '203.0.113.9', '203.0.113.9'],
    ['a local client with no X-Real-IP', '127.0.0.1', undefined, '127.0.0.1'],
    ['a local client with a malformed X-Real-IP', '127.0.0.1', 'not an address', '127.0.0.1'],
    ['a repeated X-Real-IP', '127.0.0.1', ['203.0.113.9', '203.0.113.10'], '127.0.0.1'],
    ['another loopback address naming a client', '127.0.0.2', '203.0.113.9', '127.0.0.2'],
  ])('%s', (_, peer, realIp, expected) => {
    expect(clientAddressOf(peer, realIp)).toBe(expected)
  })

  it('is read back from the header it was written into, and is "unknown" without it', () => {
    expect(clientAddress(new Headers({[CLIENT_ADDRESS_HEADER]: '198.51.100.4'}))).toBe('198.51.100.4')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})

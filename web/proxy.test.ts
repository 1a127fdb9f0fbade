// The 400 for addresses that do not decode (proxy.ts), on the paths it sees.
import {NextRequest} from 'next/server'
import {describe, expect, it} from 'vitest'
import {decodes, proxy} from './proxy'

describe('proxy', () => {
  it.each(['/news/%ff', '/news/%', '/news/%c0%ae', '/news/%E0%A4%A', '/images/embedded/production/%ff'])('answers %s 400 with a plain sentence', async (path) => {
    const response = proxy(new NextRequest(`http://site.test${path}`))
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('Bad request: the address is not valid.')
  })

  it.each(['/news/oxygen-gangsters', '/news/a%20b', '/news/%E0%A4%85', '/calendar/team%2Done.ics'])('lets %s through', (path) => {
    expect(decodes(path)).toBe(true)
    expect(proxy(new NextRequest(`http://site.test${path}`)).headers.get('x-middleware-next')).toBe('1')
  })
})

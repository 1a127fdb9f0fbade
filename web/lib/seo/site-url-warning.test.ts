import {describe, expect, it} from 'vitest'
import {parseContentEnv} from '@/lib/env'
import {siteUrlWarning} from './site-url-warning'

const warningFor = (source: Record<string, string | undefined>) => siteUrlWarning(parseContentEnv(source), source)

describe('siteUrlWarning', () => {
  it.each([
    [{NODE_ENV: 'production'}, /NEXT_PUBLIC_SITE_URL is not set \(so it is http:\/\/localhost:3000\)/],
    [{NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000'}, /is http:\/\/127\.0\.0\.1:3000: canonical links/],
    [{NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'http://localhost'}, /is http:\/\/localhost:/],
  ])('warns in production for %j', (source, message) => {
    expect(warningFor(source)).toMatch(message)
  })

  it.each([
    {NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://opl.example.org'},
    {NODE_ENV: 'development'},
    {NODE_ENV: 'test'},
  ])('is quiet for %j', (source) => {
    expect(warningFor(source)).toBeUndefined()
  })
})

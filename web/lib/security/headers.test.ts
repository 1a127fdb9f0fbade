// The content security policy lets pictures come from where the settings say they are served.
import {describe, expect, it} from 'vitest'
import {parseContentEnv} from '../env'
import {contentSecurityPolicy} from './headers'

const imgSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('img-src'))?.split(' ').slice(1)

describe('contentSecurityPolicy img-src', () => {
  it('is the site alone on the embedded dataset', () => {
    expect(imgSrc(contentSecurityPolicy(parseContentEnv({})))).toEqual(["'self'", 'data:', 'blob:'])
  })

  it('adds Sanity’s image CDN on a Sanity project', () => {
    expect(imgSrc(contentSecurityPolicy(parseContentEnv({SANITY_PROJECT_ID: 'abc123'})))).toContain('https://cdn.sanity.io')
  })

  it('adds the image host the settings name instead (the local stand-in), once in draft mode too', () => {
    const env = parseContentEnv({SANITY_PROJECT_ID: 'opl-local', SANITY_CDN_HOST: 'http://127.0.0.1:3334'})
    expect(imgSrc(contentSecurityPolicy(env))).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:3334'])
    expect(imgSrc(contentSecurityPolicy(env, {draft: true}))).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:3334'])
  })
})

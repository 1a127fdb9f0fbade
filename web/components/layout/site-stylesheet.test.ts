import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {compileCss} from '@/theme/compile-css'
import {SITE_STYLESHEET_BANNER, SITE_STYLESHEET_PATH, siteStylesheet} from './site-stylesheet'

const committed = readFileSync(path.resolve(import.meta.dirname, '../../..', SITE_STYLESHEET_PATH), 'utf8')

describe('the site stylesheet', () => {
  it('is current: web/app/site.css is what `npm run css` writes from the styles (run it after changing them)', () => {
    expect(committed).toBe(SITE_STYLESHEET_BANNER + compileCss(siteStylesheet))
  })

  it('holds the page-wide defaults, the header and the footer as plain selectors', () => {
    expect(committed).toMatch(/^body\{margin:0;/m)
    expect(committed).toMatch(/^\.site-header\{position:sticky;/m)
    expect(committed).toMatch(/@media \(min-width: 768px\)\{\.site-header \.mobile-menu\{display:none;\}/)
    expect(committed).toMatch(/^\.footer-copyright\{/m)
    expect(committed).not.toContain('${')
  })
})

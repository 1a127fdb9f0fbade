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
})

describe('every style block beside a component', () => {
  // Styles written as class-name blocks (`…Styles` in *-styles.ts files) reach the browser only through
  // the site stylesheet's list, some nested in another block: one left out would style nothing, silently.
  const files = import.meta.glob<Record<string, unknown>>('/web/**/*-styles.ts', {eager: true})
  const blocks = Object.entries(files).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name]) => name.endsWith('Styles'))
      .map(([name, block]) => ({file: file.slice(1), name, block: block as typeof siteStylesheet})),
  )

  it('is found in the styles files', () => {
    expect(blocks.length).toBeGreaterThan(0)
  })

  for (const {file, name, block} of blocks)
    it(`${file}: the classes ${name} styles are in the site stylesheet`, () => {
      const classes = new Set(compileCss(block).match(/\.[a-z][\w-]*/g))
      expect(classes.size).toBeGreaterThan(0)
      expect([...classes].filter((selector) => !committed.includes(selector))).toEqual([])
    })
})

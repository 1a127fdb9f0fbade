// The shop store is unused by the public site (spec §1): no route or component may import it, so it
// can never reach the public pages' JavaScript. (The built-output check belongs to the e2e suite.)
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'

const WEB = path.resolve(import.meta.dirname, '../..')
const SHOP = path.resolve(import.meta.dirname)
const SHOP_IMPORT = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]([^'"]*lib\/shop(?:\/[^'"]*)?)['"]/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') || full === SHOP ? [] : sourceFiles(full)
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) ? [full] : []
  })
}

describe('shop store isolation', () => {
  it('the import pattern catches the ways a file could pull the module in', () => {
    for (const line of ["import {useCart} from '@/lib/shop'", 'const m = await import("../../lib/shop/cart")', "export * from '@/lib/shop/index'"]) {
      expect(line).toMatch(SHOP_IMPORT)
    }
    expect("import {getKeyDates} from '@/lib/content'").not.toMatch(SHOP_IMPORT)
  })

  it('no file of the web app outside web/lib/shop imports it', () => {
    const offenders = sourceFiles(WEB).filter((file) => SHOP_IMPORT.test(readFileSync(file, 'utf8')))
    expect(offenders.map((file) => path.relative(WEB, file))).toEqual([])
  })
})

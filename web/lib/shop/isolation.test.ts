// The shop store is unused by the public site: the ESLint boundary (eslint.config.mjs) refuses any
// import of it from outside web/lib/shop. This checks the rule really fires, on the repo's own config.
// (The built-output check — no shop code in the public bundles — belongs to the JS budget step.)
import path from 'node:path'
import {ESLint} from 'eslint'
import {describe, expect, it} from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({cwd: ROOT})

async function boundaryErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(ROOT, file)})
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('shop store isolation (ESLint no-restricted-imports)', () => {
  it.each([
    ["import {useCart} from '@/lib/shop'", 'web/components/home/x.tsx'],
    ["export * from '@/lib/shop/index'", 'web/app/x/page.tsx'],
    ["import {cart} from '../../lib/shop/cart'\nexport {cart}", 'web/components/news/x.ts'],
    ["import {cart} from '../shop/cart'\nexport {cart}", 'web/lib/content/x.ts'],
  ])('refuses %s in %s', async (code, file) => {
    expect(await boundaryErrors(code, file)).toEqual([expect.stringContaining('The shop store is isolated')])
  }, 30_000)

  it('lets the shop import itself and pages import the content layer', async () => {
    expect(await boundaryErrors("import {cart} from './cart'\nexport {cart}", 'web/lib/shop/x.ts')).toEqual([])
    expect(await boundaryErrors("import {getKeyDates} from '@/lib/content'\nexport {getKeyDates}", 'web/app/x/page.tsx')).toEqual([])
  }, 30_000)

  it('keeps groq-js inside the content layer', async () => {
    expect(await boundaryErrors("import {parse} from 'groq-js'\nexport {parse}", 'web/components/x.ts')).toHaveLength(1)
    expect(await boundaryErrors("import {parse} from 'groq-js'\nexport {parse}", 'web/lib/content/embedded/x.ts')).toEqual([])
  }, 30_000)
})

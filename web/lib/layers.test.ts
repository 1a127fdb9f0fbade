// web/lib is the bottom layer (docs/architecture.md): data, rules and backends that components and pages
// draw. The ESLint rule LIB_LAYER (eslint.config.mjs) refuses any import from lib up into components or
// app; this checks the rule really fires, on the repo's own config.
import path from 'node:path'
import {ESLint} from 'eslint'
import {describe, expect, it} from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({cwd: ROOT})

async function importErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(ROOT, file)})
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('lib never imports components or app', () => {
  it.each([
    ["import {CmsImage} from '@/components/ui/cms-image'\nexport {CmsImage}", 'web/lib/league/x.ts'],
    ["import {MatchCards} from '../../components/league/match-cards'\nexport {MatchCards}", 'web/lib/league/x.ts'],
    ["import {x} from '@/components/gallery/x'\nexport {x}", 'web/lib/content/embedded/x.ts'],
    ["import {metadata} from '@/app/layout'\nexport {metadata}", 'web/lib/seo/x.ts'],
    ["import {x} from '@/components/home/x'\nexport {x}", 'web/lib/shop/x.ts'],
  ])('refuses %s in %s', async (code, file) => {
    expect(await importErrors(code, file)).toEqual([expect.stringContaining('web/lib is below components and app')])
  }, 30_000)

  it('lets components and pages import lib, and lib import lib', async () => {
    expect(await importErrors("import {STATS_PATH} from '@/lib/routes'\nexport {STATS_PATH}", 'web/components/x.tsx')).toEqual([])
    expect(await importErrors("import {findMatch} from '@/lib/league/match-data'\nexport {findMatch}", 'web/app/x/page.tsx')).toEqual([])
    expect(await importErrors("import {seasonYearOf} from './match-data'\nexport {seasonYearOf}", 'web/lib/league/x.ts')).toEqual([])
  }, 30_000)
})

// Folders point one way (docs/architecture.md): league/ at the bottom, schemas/ on it, studio/ on both,
// web/ on league/ alone and on the Studio's generated schema through one module. ESLint's FOLDER_BOUNDARY
// (eslint.config.mjs) refuses any import against that direction; this checks it fires, on the repo's config.
import path from 'node:path'
import {ESLint} from 'eslint'
import {describe, expect, it} from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({cwd: ROOT})

async function boundaryErrors(specifier: string, file: string): Promise<string[]> {
  const code = `import {x} from '${specifier}'\nexport {x}\n`
  const [result] = await eslint.lintText(code, {filePath: path.join(ROOT, file)})
  return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message)
}

describe('folders that point one way', () => {
  it.each([
    ['../../web/lib/content/getters', 'league/scorecard/x.ts', 'league/ is the bottom package'],
    ['../studio/presentation', 'league/x.ts', 'league/ is the bottom package'],
    ['../../schemas/documents/match', 'league/fields/x.ts', 'league/ is the bottom package'],
    ['@/lib/limits', 'league/x.ts', "'@/' is web/'s own alias"],
    ['sanity', 'league/x.ts', 'league/ is pure'],
    ['next/cache', 'league/scorecard/x.ts', 'league/ is pure'],
    ['react', 'league/calendar/x.ts', 'league/ is pure'],
    ['@sanity/client', 'league/site/x.ts', 'league/ is pure'],
    ['../../web/lib/league/match-data', 'schemas/documents/x.ts', 'schemas/ sits on league/ alone'],
    ['../studio/structure', 'schemas/x.ts', 'schemas/ sits on league/ alone'],
    ['../../web/lib/content/tags', 'studio/scorer/x.ts', 'studio/ sits on league/ and schemas/'],
    ['@/lib/routes', 'studio/x.ts', "'@/' is web/'s own alias"],
    ['../../../schemas/objects/link', 'web/lib/content/x.ts', 'web/ sits on league/ alone'],
    ['../../../../studio/schema.json', 'web/lib/content/embedded/x.ts', 'web/ sits on league/ alone'],
    ['../../studio/scorer/document', 'web/components/x.tsx', 'web/ sits on league/ alone'],
    ['@schemas/field-formats', 'web/lib/x.ts', 'web/ sits on league/ alone'],
    ['../../../studio/sanity.config', 'web/lib/content/schema-artifact.ts', 'reads studio/schema.json and nothing else'],
    ['../../../schemas/index', 'web/lib/content/schema-artifact.ts', 'reads studio/schema.json and nothing else'],
  ])('refuses %s in %s', async (specifier, file, message) => {
    expect(await boundaryErrors(specifier, file)).toEqual([expect.stringContaining(message)])
  }, 30_000)

  it.each([
    ['./derive', 'league/scorecard/x.ts'],
    ['../overs', 'league/scorecard/x.ts'],
    ['zod', 'league/fields/x.ts'],
    ['../../league/scorecard', 'schemas/documents/x.ts'],
    ['sanity', 'schemas/documents/x.ts'],
    ['../../league/scorecard/types', 'studio/scorer/x.ts'],
    ['../../schemas/documents/post', 'studio/match/x.ts'],
    ['../../../league/calendar/countdown', 'web/components/league/x.tsx'],
    ['@/lib/league/match-data', 'web/app/x/page.tsx'],
    ['../../../studio/schema.json', 'web/lib/content/schema-artifact.ts'],
  ])('lets %s in %s', async (specifier, file) => {
    expect(await boundaryErrors(specifier, file)).toEqual([])
  }, 30_000)
})

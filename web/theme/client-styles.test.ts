// Client components never reach styled-components: the lint rule CLIENT_STYLES (eslint.config.mjs)
// refuses the import in a 'use client' module, and the theme is `server-only`, so a client component
// importing it fails the build. This checks the rule really fires, on the repo's own config.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {ESLint} from 'eslint'
import {describe, expect, it} from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({cwd: ROOT})

async function styleErrors(code: string, file = 'web/components/x/x-client.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(ROOT, file)})
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

describe('client components and styled-components', () => {
  it.each([
    "'use client'\nimport styled from 'styled-components'\nexport const A = styled.a``",
    "'use client'\nimport {Frame} from './x.styles'\nexport {Frame}",
    "'use client'\nimport {Button} from '@/components/ui/button.styles'\nexport {Button}",
  ])('refuses %s', async (code) => {
    expect(await styleErrors(code)).toEqual([expect.stringContaining('A client component does not import styled-components')])
  })

  it('lets server components use them, and clients import plain modules', async () => {
    expect(await styleErrors("import styled from 'styled-components'\nexport const A = styled.a``", 'web/components/x/x.styles.ts')).toEqual([])
    expect(await styleErrors("import {Frame} from './x.styles'\nexport {Frame}", 'web/components/x/x.tsx')).toEqual([])
    expect(await styleErrors("'use client'\nimport {tokens} from '../../../league/design/tokens'\nexport {tokens}")).toEqual([])
  })

  it('the theme and the global style are server-only', () => {
    for (const file of ['theme.ts', 'global-style.tsx']) {
      expect(readFileSync(path.join(import.meta.dirname, file), 'utf8'), file).toMatch(/^import 'server-only'$/m)
    }
  })
})

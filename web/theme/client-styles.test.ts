// Client components render plain elements that the server-rendered styled component around them
// styles: none may reach styled-components, directly or through a module it imports (the theme, say),
// or its runtime would be in every visitor's JavaScript and its styles would render unstyled first
// (styled-components needs a registry to put a client component's styles in the server HTML; server
// components need none).
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'

const WEB = path.resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (name.startsWith('.') || name === 'node_modules' || name === 'public') return []
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })
}

const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'))

/** The modules a file imports at run time (type-only imports erased), as specifiers. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/^\s*import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!)
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(WEB, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** The chain of imports from `file` to styled-components, or null when there is none. */
function pathToStyledComponents(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null
  seen.add(file)
  for (const specifier of runtimeImports(file)) {
    if (specifier === 'styled-components') return [path.relative(WEB, file), specifier]
    const local = resolveLocal(file, specifier)
    const rest = local && /\.tsx?$/.test(local) ? pathToStyledComponents(local, seen) : null
    if (rest) return [path.relative(WEB, file), ...rest]
  }
  return null
}

describe('client components', () => {
  const clientModules = sourceFiles(WEB).filter(isClientModule)

  it('are found (the scan sees the header enhancer, the carousel controls, the contact form…)', () => {
    const names = clientModules.map((file) => path.relative(WEB, file))
    expect(names).toEqual(
      expect.arrayContaining([
        'components/layout/nav-enhancer.tsx',
        'components/home/hero-carousel-client.tsx',
        'components/contact/contact-form-client.tsx',
        'components/login/login-dialog-client.tsx',
      ]),
    )
  })

  it('never reach styled-components, directly or through what they import', () => {
    const offenders = clientModules.map((file) => pathToStyledComponents(file)).filter((chain) => chain !== null)
    expect(offenders.map((chain) => chain.join(' → '))).toEqual([])
  })

  it('the check would catch one that did (a module importing the theme, which uses styled-components)', () => {
    expect(pathToStyledComponents(path.join(WEB, 'theme/theme.ts'))).toEqual(['theme/theme.ts', 'styled-components'])
  })
})

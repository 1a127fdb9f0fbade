// The prose stays true to the code: every `npm run` script, file path, picture, setting, function and
// constant README.md and docs/ name exists, and the organisers' webhook filter lists exactly the document
// types the site refreshes.
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {REVALIDATION_MAP} from '../league/site/revalidation'

const ROOT = path.resolve(import.meta.dirname, '..')
const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const scripts = Object.keys((JSON.parse(read('package.json')) as {scripts: Record<string, string>}).scripts)

/** Each doc's mentions matching `pattern` (its first group), as "doc: mention". */
function mentions(pattern: RegExp, keep: (found: string) => boolean = () => true): {doc: string; found: string}[] {
  return DOCS.flatMap((doc) => [...read(doc).matchAll(pattern)].map((m) => ({doc, found: m[1]!})).filter(({found}) => keep(found)))
}

/** Folders a doc names by their path from the repository's root, and the web app's own (web/lib/…). */
const ROOTED = /^(?:web|league|scripts|studio|schemas|tests|content|deploy|docs|\.ci)\//
const IN_WEB = /^(?:lib|components|app|theme)\//
/** What commands or the reader make, never committed: named in the docs as where things go. */
const GENERATED = /^(?:\.studio-data|studio-dist|reports|\.stack|web\/\.next|web\/server\.js|content\/\.data\.ndjson\.last-good|studio\/\.env\.local)/

/** A path that names a file (its last segment has a source or document extension), not a folder. */
const SOURCE_FILE = /\.(?:tsx?|mjs|cjs|js|json|ndjson|md|conf|sh|css)$/

/** Every source file that can read a setting: the site, the scripts, the Studio, the configs. */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sources(file)
    return /\.(?:ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

describe('README.md and docs/', () => {
  it('name only npm scripts that package.json has', () => {
    const missing = mentions(/npm run ([a-z][\w:-]*)/g, (name) => !scripts.includes(name))
    expect(missing).toEqual([])
  })

  it('name only files and folders that exist', () => {
    const paths = mentions(/`([\w.[\]/-]+)`/g, (p) => p.includes('/') && (ROOTED.test(p) || IN_WEB.test(p)) && !GENERATED.test(p))
    const missing = paths.filter(({found}) => !existsSync(path.join(ROOT, ROOTED.test(found) ? '' : 'web', found)))
    expect(paths.length).toBeGreaterThan(20)
    expect(missing).toEqual([])
  })

  it('name only source files that exist, in prose or in a link', () => {
    // `web/lib/x.ts`, lib/x.ts (the web app's), (lib/x.ts), reports/x.md and [text](security.md#anchor).
    const inProse = mentions(/(?<![\w/.-])((?:\.\.\/)?(?:web|scripts|studio|schemas|tests|content|deploy|docs|lib|components|app|theme|reports)\/[\w.[\]/-]*[\w\]])/g, (p) => SOURCE_FILE.test(p) && !GENERATED.test(p))
    const linked = mentions(/\]\(([^)\s#:]+)(?:#[^)]*)?\)/g, (p) => !/^(?:https?|mailto):/.test(p) && !/\.(?:png|jpe?g|gif|svg|webp)$/.test(p))
    const resolves = ({doc, found}: {doc: string; found: string}) =>
      [path.join(ROOT, found), path.join(ROOT, 'web', found), path.join(ROOT, path.dirname(doc), found)].some((candidate) => existsSync(candidate))
    expect(inProse.length).toBeGreaterThan(50)
    expect(linked.length).toBeGreaterThan(5)
    const missing = [...inProse, ...linked].filter((mention) => !resolves(mention)).map(({doc, found}) => `${doc}: ${found}`)
    expect(missing, 'files the docs name that do not exist').toEqual([])
  })

  it('show only pictures that exist', () => {
    const pictures = DOCS.flatMap((doc) =>
      [...read(doc).matchAll(/!\[[^\]]*\]\(([^)\s]+)\)|<img src="([^"]+)"/g)].map((m) => ({doc, found: (m[1] ?? m[2])!})),
    )
    const missing = pictures.filter(({doc, found}) => !existsSync(path.join(ROOT, path.dirname(doc), found)))
    expect(pictures.length).toBeGreaterThan(10)
    expect(missing).toEqual([])
  })

  it('name only functions and constants the code defines', () => {
    const configs = ['next.config.ts', 'eslint.config.mjs', ...readdirSync(path.join(ROOT, 'deploy')).filter((f) => f.endsWith('.conf')).map((f) => `deploy/${f}`)]
    const code = ['web', 'league', 'scripts', 'studio', 'schemas', 'tests'].flatMap(sources).concat(configs).map(read).join('\n')
    // `getKeyDates()`, `expireContentTags()`, `LIVE_MAX_CONNECTIONS`: a name a reader would search for.
    const symbols = [
      ...mentions(/`([a-z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*)\([^`]*\)`/g),
      ...mentions(/`([A-Z][A-Z0-9]*_[A-Z0-9_]+)`/g, (name) => !/^(?:SANITY|NEXT_PUBLIC|REDIS|CONTENT|STUDIO|SITE|E2E|STACK)_/.test(name)),
    ]
    const defines = (name: string) => new RegExp(`(?:function\\*?|const|let|class|type|interface)\\s+${name}\\b|\\b${name}\\s*[:=(]|\\$\\{${name}\\}`).test(code)
    expect(symbols.length).toBeGreaterThan(20)
    expect(symbols.filter(({found}) => !defines(found))).toEqual([])
  })

  it('name only settings the code reads', () => {
    const code = [...sources('web'), ...sources('scripts'), ...sources('studio'), 'next.config.ts'].map(read).join('\n')
    const settings = mentions(/`((?:SANITY|NEXT_PUBLIC|REDIS|CONTENT|STUDIO|SITE)_[A-Z_]+)/g)
    expect(settings.length).toBeGreaterThan(5)
    expect(settings.filter(({found}) => !code.includes(found))).toEqual([])
  })
})

describe('the webhook filter in docs/organisers.md', () => {
  it('lists exactly the document types the site refreshes (league/site/revalidation.ts)', () => {
    const filter = /\| Filter \| `_type in \[([^\]]*)\]`/.exec(read('docs/organisers.md'))
    expect(filter).not.toBeNull()
    const types = [...filter![1]!.matchAll(/"(\w+)"/g)].map((m) => m[1])
    expect(types.toSorted()).toEqual(Object.keys(REVALIDATION_MAP).toSorted())
  })
})

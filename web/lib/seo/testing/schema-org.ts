// Test support: checks JSON-LD against the schema.org vocabulary that schema-dts ships (its type
// declarations list every type, its parents and its properties), so a misspelt or misplaced
// property fails a test even where TypeScript's structural typing would let it through.
import {readFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import path from 'node:path'

type Vocabulary = {propsOf: (type: string) => Set<string> | null}

let cached: Vocabulary | undefined

export function schemaOrgVocabulary(): Vocabulary {
  if (cached) return cached
  const require = createRequire(import.meta.url)
  const dts = readFileSync(path.join(path.dirname(require.resolve('schema-dts/package.json')), 'dist/schema.d.ts'), 'utf8')
  const interfaces = new Map<string, {parents: string[]; props: string[]}>()
  const leafOfType = new Map<string, string>()
  for (const match of dts.matchAll(/^interface (\w+) extends ([^{]+)\{([\s\S]*?)^\}/gm)) {
    const [, name, extendsList, body] = match as unknown as [string, string, string, string]
    const parents = extendsList.split(',').map((p) => p.trim().replace(/^Partial<(\w+)>$/, '$1'))
    const props = [...body.matchAll(/^ {4}"([@\w-]+)"\??:/gm)].map((m) => m[1]!)
    interfaces.set(name, {parents, props})
    const leafType = name.endsWith('Leaf') ? /^ {4}"@type": "(\w+)";/m.exec(body)?.[1] : undefined
    if (leafType) leafOfType.set(leafType, name)
  }
  const collect = (name: string, into: Set<string>) => {
    const node = interfaces.get(name)
    if (!node) return
    node.props.forEach((p) => into.add(p))
    node.parents.forEach((p) => collect(p, into))
  }
  cached = {
    propsOf(type) {
      const leaf = leafOfType.get(type)
      if (!leaf) return null
      const props = new Set<string>(['@type', '@id', '@context'])
      collect(leaf, props)
      collect('IdReference', props)
      return props
    },
  }
  return cached
}

/** Every problem found in a JSON-LD value: unknown types and properties a type does not have. */
export function schemaOrgProblems(value: unknown, where = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => schemaOrgProblems(v, `${where}[${i}]`))
  if (value === null || typeof value !== 'object') return []
  const node = value as Record<string, unknown>
  const problems: string[] = []
  if ('@graph' in node) return schemaOrgProblems(node['@graph'], `${where}.@graph`)
  const type = node['@type']
  if (typeof type === 'string') {
    const props = schemaOrgVocabulary().propsOf(type)
    if (!props) problems.push(`${where}: unknown type ${type}`)
    else for (const key of Object.keys(node)) if (!props.has(key)) problems.push(`${where}: ${type} has no property "${key}"`)
  } else if (!('@id' in node)) {
    problems.push(`${where}: a node without @type`)
  }
  for (const [key, child] of Object.entries(node)) problems.push(...schemaOrgProblems(child, `${where}.${key}`))
  return problems
}

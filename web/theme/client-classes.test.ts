// A client component's elements are styled by the server file around it through class names both
// import from a `*-classes.ts` module (docs/architecture.md, Styles), never through the other file's
// element nesting; so are the parts of a repeated server component that one styled parent styles for
// all of them (a list's items: their styles written once, not once per item). Those names are
// page-wide: each must be unique, and each must be both styled by a file of styled components and
// rendered by a component's markup, or the pairing has come apart.
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'

const WEB = path.resolve(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const files = sources(WEB).map((file) => ({file, text: readFileSync(file, 'utf8')}))
const isStyles = (text: string) => /from 'styled-components'/.test(text)

/** Each classes module: its exported object's name and its class names by key. */
const modules = files
  .filter(({file}) => file.endsWith('-classes.ts'))
  .map(({file, text}) => {
    const [, name = '', body = ''] = /export const (\w+) = \{([^}]*)\} as const/.exec(text) ?? []
    const entries = [...body.matchAll(/(\w+): '([^']+)'/g)].map(([, key = '', value = '']) => ({key, value}))
    return {file: path.relative(WEB, file), name, entries}
  })

describe('class names shared by a client component and its styles', () => {
  it('finds the modules, each one exported object of class names', () => {
    expect(modules.map((m) => m.file)).toEqual(expect.arrayContaining(['components/contact/contact-form-classes.ts', 'components/layout/nav-classes.ts']))
    for (const m of modules) {
      expect(m.name, m.file).not.toBe('')
      expect(m.entries.length, m.file).toBeGreaterThan(0)
    }
  })

  it('gives every class name to one module and one key only', () => {
    const values = modules.flatMap((m) => m.entries.map((e) => e.value))
    expect(values.filter((value, at) => values.indexOf(value) !== at)).toEqual([])
  })

  it('uses every name in a file of styled components and in a component that renders it', () => {
    const unpaired: string[] = []
    for (const m of modules) {
      for (const {key} of m.entries) {
        const using = files.filter(({text}) => new RegExp(`\\b${m.name}\\.${key}\\b`).test(text))
        const styled = using.some(({text}) => isStyles(text))
        const rendered = using.some(({file, text}) => file.endsWith('.tsx') && !isStyles(text))
        if (!styled || !rendered) unpaired.push(`${m.name}.${key}: ${styled ? '' : 'not styled'}${rendered ? '' : ' not rendered'}`)
      }
    }
    expect(unpaired).toEqual([])
  })
})

// The theme a styled component reads: each token a bare `var(--opl-…)` (no fallback repeated in every
// rule), naming the variable the global style defines on :root with the token's value.
import {renderToString} from 'react-dom/server'
import {ServerStyleSheet} from 'styled-components'
import {describe, expect, it} from 'vitest'
import {theme, tokens} from './theme'

type Tree = {[key: string]: string | number | Tree}

function leaves(tree: Tree, path: string[] = []): [string[], string | number][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' ? leaves(value, [...path, key]) : [[[...path, key], value] as [string[], string | number]]))
}

describe('theme', () => {
  const {GlobalStyle, ...refs} = theme
  it('names one variable per token, by its path, with no fallback value', () => {
    expect(leaves(refs as Tree)).toEqual(leaves(tokens as unknown as Tree).map(([path]) => [path, `var(--opl-${path.join('-')})`]))
  })

  it('comes with the global style that defines each of them on :root, with its token', () => {
    const sheet = new ServerStyleSheet()
    renderToString(sheet.collectStyles(<GlobalStyle theme={tokens} />))
    const css = sheet.getStyleTags()
    sheet.seal()
    // stylis drops some of a value's spaces: compared without them.
    const bare = (value: string | number | undefined) => String(value).replaceAll(' ', '')
    const defined = new Map([...css.matchAll(/(--opl-[\w-]+):([^;]*);/g)].map((m) => [m[1], bare(m[2])]))
    for (const [path, value] of leaves(tokens as unknown as Tree)) expect(defined.get(`--opl-${path.join('-')}`)).toBe(bare(value))
  })
})

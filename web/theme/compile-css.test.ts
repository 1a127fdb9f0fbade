import {css} from 'styled-components'
import {describe, expect, it} from 'vitest'
import {compileCss} from './compile-css'

describe('compileCss', () => {
  it('flattens nested blocks, & and nested media queries as styled-components would', () => {
    const inner = css`color: red;`
    const block = css`
      .card {
        ${inner}
        &:hover { color: blue; }
        @media (min-width: 600px) { padding: 1rem; }
        .title { margin: 0; }
      }
    `
    expect(compileCss(block)).toBe(
      '.card{color:red;}\n.card:hover{color:blue;}\n@media (min-width: 600px){.card{padding:1rem;}\n}\n.card .title{margin:0;}\n',
    )
  })

  it('refuses a function interpolation, which needs props a static file does not have', () => {
    const block = css<{$wide: boolean}>`width: ${({$wide}) => ($wide ? '100%' : 'auto')};`
    expect(() => compileCss(block as never)).toThrow(/function interpolation/)
  })
})

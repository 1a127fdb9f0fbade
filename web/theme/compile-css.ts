// Turns a styled-components `css` block into plain CSS with the compiler styled-components itself uses
// (stylis): nesting, `&` and nested media queries come out as they would in a styled component. Only
// for blocks of static styles (theme tokens, nested blocks): a function interpolation has no props here.
import {compile, serialize, stringify} from 'stylis'
import type {RuleSet} from 'styled-components'

type Interpolation = RuleSet<object>[number]

function flatten(part: Interpolation | RuleSet<object>): string {
  if (Array.isArray(part)) return part.map(flatten).join('')
  if (typeof part === 'function') throw new Error('A static stylesheet cannot hold a function interpolation')
  if (part === false || part === null || part === undefined) return ''
  return String(part)
}

/** The block as CSS text, one rule per line. */
export function compileCss(block: RuleSet<object>): string {
  return serialize(compile(flatten(block)), stringify).replaceAll('}', '}\n')
}

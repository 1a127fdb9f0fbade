// The one theme: the league's colours (the green and gold of the OPL crest), type scale, spacing
// and breakpoints. `createTheme` turns the tokens into CSS variables, so server components (where
// React context does not exist) and client components read the same values: `${theme.colors.ink}`.
import {createTheme} from 'styled-components'
import {tokens} from './tokens'

export {tokens} from './tokens'

export const theme = createTheme(tokens, {prefix: 'opl'})

export type Theme = typeof tokens

/** Media queries from the breakpoints (CSS variables cannot appear in a media query). */
export const media = {
  sm: `@media (min-width: ${tokens.breakpoints.sm})`,
  md: `@media (min-width: ${tokens.breakpoints.md})`,
  lg: `@media (min-width: ${tokens.breakpoints.lg})`,
  /** Below the desktop navigation's breakpoint. */
  belowMd: `@media (max-width: calc(${tokens.breakpoints.md} - 0.02px))`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const

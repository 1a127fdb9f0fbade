// The one theme: the league's colours (the green and gold of the OPL crest), type scale, spacing and
// breakpoints, as CSS custom properties. Every token is `var(--opl-…)`, so `${theme.colors.ink}` works
// in any styled component and in an inline style; <GlobalStyle /> (global-style.tsx, in the document of
// every page) defines the variables once, on :root, from `createTheme`. Code that must not pull in
// styled-components (client components, share images) reads the plain values from league/design/tokens.ts.
// Server-only: a client component that imported it would put styled-components in every visitor's
// JavaScript and render its styles unstyled first; the build fails instead.
import 'server-only'
import {createTheme, css} from 'styled-components'
import {tokens} from '../../league/design/tokens'

export {tokens} from '../../league/design/tokens'

const contract = createTheme(tokens, {prefix: 'opl'})

type VarRefs<T> = {[K in keyof T]: T[K] extends string ? string : VarRefs<T[K]>}

/** `var(--opl-…)` for each of createTheme's variable names. createTheme's own references carry each
 * token's value as a fallback (`var(--opl-space-md, 1rem)`), which every styled component's CSS would
 * then repeat in the page twice (its style tag and the flight data); :root always defines them. */
function varRefs<T extends object>(names: T): VarRefs<T> {
  return Object.fromEntries(Object.entries(names).map(([key, name]) => [key, typeof name === 'string' ? `var(${name})` : varRefs(name as object)])) as VarRefs<T>
}

export const theme = {...varRefs(contract.vars), GlobalStyle: contract.GlobalStyle}

export type Theme = typeof theme

/** Media queries from the breakpoints (CSS variables cannot appear in a media query). */
export const media = {
  sm: `@media (min-width: ${tokens.breakpoints.sm})`,
  md: `@media (min-width: ${tokens.breakpoints.md})`,
  lg: `@media (min-width: ${tokens.breakpoints.lg})`,
  /** Phones: below the first breakpoint. */
  belowSm: `@media (max-width: calc(${tokens.breakpoints.sm} - 0.02px))`,
  /** Where the header's desktop bar replaces the mobile menu (one line from tablet width up). */
  nav: `@media (min-width: ${tokens.breakpoints.nav})`,
  /** Below the md breakpoint (tablets and phones). */
  belowMd: `@media (max-width: calc(${tokens.breakpoints.md} - 0.02px))`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const

/** The league's gold stripe along a card's top edge (the card needs position: relative and
 * overflow: hidden so its rounded corners clip it): Coming Soon cards and the contact form's thanks. */
export const goldStripe = css`
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: 6px;
    background: ${theme.gradients.gold};
  }
`

/** A round badge of the given size (px), its content centred: an avatar, an icon in place of a crest. */
export const roundBadge = (px: number) => css`
  display: grid;
  place-items: center;
  width: ${px}px;
  height: ${px}px;
  border-radius: 50%;
`

/** A bold link standing on its own (not in running text): a 44 px tall target in the brand colour. */
export const standaloneLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${theme.colors.primary};
  font-weight: 700;
  text-underline-offset: 3px;
`

/** The small uppercase label over a value (a fact's, a profile field's, a contact detail's <dt>). */
export const labelCaps = css`
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

/** Text for screen readers only (a heading the layout shows otherwise, a link's fuller name). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`

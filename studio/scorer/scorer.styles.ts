// The scorer's tool and the match form's link to it: big, high-contrast touch targets in the league's
// colours, on the Studio's own card colours (light or dark) for everything else.
import styled, {css} from 'styled-components'
import {tokens} from '../../league/design/tokens'

/** The smallest touch target the tool draws (WCAG 2.5.5 asks 44 px; a thumb on a phone wants more)… */
const TARGET_PX = 56
/** …and the run keys, pressed on every ball. */
const BIG_TARGET_PX = 72

/** The Studio's own bars on a phone once the form is scrolled: the pane's header above, the document's
 * actions bar below (both stay on screen). The tool fills the screen between them, keys at the bottom. */
const STUDIO_BAR_ABOVE_PX = 56
/** Where the stuck score line sits in the form's scrolling area: just under the pane's header. */
export const SCORE_STUCK_AT_PX = STUDIO_BAR_ABOVE_PX
const STUDIO_BAR_BELOW_PX = 56

const focusRing = css`
  &:focus-visible {
    outline: 3px solid var(--card-focus-ring-color);
    outline-offset: 2px;
  }
`

/** The league's green card, as the site's hero: the scoreboard and the match form's link to it. */
const greenCard = css`
  padding: ${tokens.space.md};
  border-radius: ${tokens.radii.md};
  background: ${tokens.gradients.hero};
  color: ${tokens.colors.onPrimary};
`

export const MatchBanner = styled.div`
  ${greenCard}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  margin-bottom: ${tokens.space.lg};

  p {
    margin: 0;
    font-size: ${tokens.fontSizes.sm};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0 ${tokens.space.md};
    border-radius: ${tokens.radii.pill};
    background: ${tokens.colors.accent};
    color: ${tokens.colors.ink};
    font-weight: 700;
    text-decoration: none;
    &:focus-visible {
      outline: 3px solid ${tokens.colors.focusOnDark};
      outline-offset: 2px;
    }
  }
`

export const Tool = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  max-width: 32rem;
  min-height: calc(100dvh - ${STUDIO_BAR_ABOVE_PX + STUDIO_BAR_BELOW_PX}px);
  scroll-margin-top: ${STUDIO_BAR_ABOVE_PX}px;
  color: var(--card-fg-color);
  font-family: ${tokens.fonts.body};
  /* Nothing in the tool may make the form scroll sideways on a phone. */
  min-width: 0;
  overflow-wrap: anywhere;
`

export const ScoreBoard = styled.header`
  ${greenCard}
  /* The score stays at the top of the form, under the pane's header (which the form scrolls beneath),
     while the keys and questions scroll under it. */
  position: sticky;
  top: ${SCORE_STUCK_AT_PX}px;
  z-index: 2;

  h2 {
    margin: 0;
    font-size: 1.75rem;
    line-height: ${tokens.lineHeights.heading};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.01em;
  }
  p {
    margin: ${tokens.space.xs} 0 0;
    font-size: ${tokens.fontSizes.sm};
  }
`

export const ThisOver = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs};
  margin: ${tokens.space.sm} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-grid;
    place-items: center;
    min-width: 2rem;
    height: 2rem;
    padding: 0 ${tokens.space.xs};
    border-radius: ${tokens.radii.pill};
    background: rgba(255, 255, 255, 0.16);
    font-weight: 700;
    font-size: ${tokens.fontSizes.sm};
  }
  li[data-kind='boundary'] {
    background: ${tokens.colors.accent};
    color: ${tokens.colors.ink};
  }
  li[data-kind='wicket'] {
    background: ${tokens.colors.danger};
    color: ${tokens.colors.onPrimary};
  }
`

export const Crease = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px ${tokens.space.sm};
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border: 1px solid var(--card-border-color);
  border-radius: ${tokens.radii.md};
  font-size: ${tokens.fontSizes.sm};

  dt {
    color: var(--card-muted-fg-color);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`

/** A refusal or warning: the tool's one look for what the scorer must read. */
export const alertBox = css`
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radii.md};
  border-left: 6px solid ${tokens.colors.danger};
  background: var(--card-badge-critical-bg-color, #fde7e9);
  color: var(--card-badge-critical-fg-color, ${tokens.colors.danger});
  font-weight: 600;
`

export const Alert = styled.p`
  ${alertBox}
  /* Kept in the page while empty, so a screen reader hears each refusal as it is written into it. */
  &:empty {
    padding: 0;
    border: 0;
  }
`

/** The part of the tool under the thumb: the bottom of the screen, however short the scoreboard above. */
export const Pad = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin-top: auto;
  padding-top: ${tokens.space.sm};

  h3 {
    margin: 0;
    font-size: ${tokens.fontSizes.md};
  }
`

export const Keys = styled.div<{$columns: number}>`
  display: grid;
  grid-template-columns: repeat(${({$columns}) => $columns}, minmax(0, 1fr));
  gap: ${tokens.space.sm};
`

export type KeyTone = 'run' | 'boundary' | 'extra' | 'wicket' | 'plain' | 'go'

const tones: Record<KeyTone, ReturnType<typeof css>> = {
  run: css`
    background: var(--card-muted-bg-color);
    color: var(--card-fg-color);
    border-color: var(--card-border-color);
  `,
  boundary: css`
    background: ${tokens.colors.accent};
    color: ${tokens.colors.ink};
    border-color: ${tokens.colors.accentDark};
  `,
  extra: css`
    padding-inline: 2px;
    font-size: ${tokens.fontSizes.sm};
    white-space: nowrap;
    background: var(--card-bg-color);
    color: var(--card-fg-color);
    border-color: ${tokens.colors.primary};
  `,
  wicket: css`
    background: ${tokens.colors.danger};
    color: ${tokens.colors.onPrimary};
    border-color: ${tokens.colors.danger};
  `,
  plain: css`
    background: var(--card-bg-color);
    color: var(--card-fg-color);
    border-color: var(--card-border-color);
  `,
  go: css`
    background: ${tokens.colors.primary};
    color: ${tokens.colors.onPrimary};
    border-color: ${tokens.colors.primaryDark};
  `,
}

export const Key = styled.button<{$tone: KeyTone; $big?: boolean; $wide?: boolean}>`
  grid-column: ${({$wide}) => ($wide ? 'span 2' : 'auto')};
  min-height: ${({$big}) => ($big ? BIG_TARGET_PX : TARGET_PX)}px;
  min-width: 48px;
  padding: ${tokens.space.xs} ${tokens.space.sm};
  border: 2px solid;
  border-radius: ${tokens.radii.md};
  font: inherit;
  font-size: ${({$big}) => ($big ? '1.75rem' : tokens.fontSizes.md)};
  font-weight: 700;
  line-height: 1.15;
  cursor: pointer;
  touch-action: manipulation;
  ${({$tone}) => tones[$tone]}
  ${focusRing}

  &:active {
    transform: translateY(1px);
  }
  &[aria-pressed='true'] {
    box-shadow: inset 0 0 0 3px ${tokens.colors.primary};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  small {
    display: block;
    font-size: ${tokens.fontSizes.xs};
    font-weight: 500;
  }
  @media (prefers-reduced-motion: reduce) {
    &:active {
      transform: none;
    }
  }
`

export const Hint = styled.p`
  margin: 0;
  color: var(--card-muted-fg-color);
  font-size: ${tokens.fontSizes.sm};
`

export const Corrections = styled.details`
  margin-top: ${tokens.space.lg};
  border-top: 1px solid var(--card-border-color);
  padding-top: ${tokens.space.md};

  summary {
    min-height: 48px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
    ${focusRing}
  }
`

/** One over of the corrections list: each ball a full-width row, as tall as a thumb. */
export const BallRows = styled.ol`
  display: grid;
  gap: ${tokens.space.xs};
  margin: ${tokens.space.sm} 0;
  padding: 0;
  list-style: none;

  button {
    width: 100%;
    min-height: 48px;
    padding: ${tokens.space.xs} ${tokens.space.sm};
    border: 1px solid var(--card-border-color);
    border-radius: ${tokens.radii.md};
    background: var(--card-bg-color);
    color: var(--card-fg-color);
    font: inherit;
    text-align: start;
    cursor: pointer;
    ${focusRing}
  }
  b {
    font-variant-numeric: tabular-nums;
    margin-inline-end: ${tokens.space.xs};
  }
`

/** A message that something was done (a ball corrected), in the tool's calm colours. */
export const Notice = styled.p`
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radii.md};
  border-left: 6px solid ${tokens.colors.primary};
  background: var(--card-muted-bg-color);
  font-weight: 600;
  &:empty {
    padding: 0;
    border: 0;
  }
`

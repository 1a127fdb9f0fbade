// The look of the phone's match cards (match-cards.tsx): each day's heading sticks under the site's
// header while its cards pass; a card shows the two sides either side of a "v", crest over code over
// score, the winner in the league's green with a tick and the loser quieter.
import styled, {css} from 'styled-components'
import {matchCard} from './match-list.styles'
import type {Outcome} from '../../../league'
import {theme} from '@/theme/theme'

/* "~", not "+": each day's <style> element may stand between two days in the server's HTML. */
export const Day = styled.div`
  & ~ & {
    margin-top: ${theme.space.md};
  }
  ul {
    display: grid;
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`

/** The day's heading: it stays just under the sticky site header while the day's cards scroll under it. */
export const DayHeading = styled.h3`
  position: sticky;
  top: ${theme.layout.headerHeight};
  z-index: 2;
  margin: 0 0 ${theme.space.sm};
  padding: ${theme.space.xs} 0;
  background: ${theme.colors.surfaceAlt};
  box-shadow: 0 1px 0 ${theme.colors.border};
  color: ${theme.colors.primaryDark};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`

export const Card = styled.article`
  display: grid;
  gap: ${theme.space.sm};
  ${matchCard}
`

export const CardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.sm};
`

export const Meta = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.xs};
`

const outcomeTones: Record<Outcome, ReturnType<typeof css>> = {
  W: css`
    color: ${theme.colors.onPrimary};
    background: ${theme.colors.primary};
  `,
  L: css`
    color: ${theme.colors.onPrimary};
    background: ${theme.colors.danger};
  `,
  T: css`
    color: ${theme.colors.ink};
    background: ${theme.colors.accent};
  `,
  NR: css`
    color: ${theme.colors.ink};
    background: ${theme.colors.border};
  `,
}

/** W, L, T or NR for the team whose page this is. */
export const OutcomeBadge = styled.span<{$outcome: Outcome}>`
  flex: none;
  min-width: 2rem;
  padding: 0.125rem ${theme.space.xs};
  border-radius: ${theme.radii.sm};
  font-weight: 800;
  font-size: ${theme.fontSizes.sm};
  text-align: center;
  ${(p) => outcomeTones[p.$outcome]}
`

/** Home, "v", away: each side crest and code over its score. */
export const Sides = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  column-gap: ${theme.space.lg};
  align-items: start;
`

export const Side = styled.div`
  position: relative;
  display: grid;
  justify-items: center;
  gap: 2px;
  text-align: center;
  font-variant-numeric: tabular-nums;

  &[data-winner] {
    color: ${theme.colors.primaryDark};
  }
  /* The tick after the winner's code: inline-block, so the link's underline does not run under it. */
  &[data-winner] > a::after {
    content: '✓' / '';
    display: inline-block;
    text-decoration: none;
    margin-left: 2px;
    color: ${theme.colors.primary};
    font-weight: 800;
  }
  &[data-loser] {
    color: ${theme.colors.inkMuted};
  }
`

/** The "v" between the sides, centred in the gap between them. */
export const Versus = styled.span`
  position: absolute;
  top: 0.25rem;
  left: calc(-1 * ${theme.space.lg});
  width: ${theme.space.lg};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  text-align: center;
`

export const Score = styled.span`
  font-weight: 700;
  font-size: ${theme.fontSizes.md};
  white-space: nowrap;

  [data-winner] > & {
    font-weight: 800;
  }
  [data-loser] > & {
    font-weight: 600;
  }
`

export const Result = styled.p`
  margin: 0;
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  text-align: center;
`

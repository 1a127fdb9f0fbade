// The key-dates timeline's look (key-dates-timeline.tsx): a line with a marker per date (down the left
// on phones, across the top on wider screens), each date's card, and its badge in the badge's tone.
import styled, {css} from 'styled-components'
import type {KeyDateState} from '@/lib/calendar/season-phase'
import type {KeyDatesQueryResult} from '@/lib/content'
import {media, theme} from '@/theme/theme'

type Badge = NonNullable<KeyDatesQueryResult[number]['badge']>

const markerSize = '20px'
const lineWidth = '3px'

const badgeTones: Record<Badge, ReturnType<typeof css>> = {
  TENTATIVE: css`
    color: ${theme.colors.accentDark};
    background: ${theme.colors.surface};
    border-color: ${theme.colors.accentDark};
    border-style: dashed;
  `,
  'SEASON START': css`
    color: ${theme.colors.onPrimary};
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
  `,
  FINALS: css`
    color: ${theme.colors.ink};
    background: ${theme.gradients.gold};
    border-color: ${theme.colors.accentDark};
  `,
}

export const Timeline = styled.ol`
  position: relative;
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  /* The line the markers sit on: down the left on phones, across the top on wider screens. */
  &::before {
    content: '';
    position: absolute;
    top: ${theme.space.sm};
    bottom: ${theme.space.sm};
    left: calc((${markerSize} - ${lineWidth}) / 2);
    width: ${lineWidth};
    border-radius: ${theme.radii.pill};
    background: linear-gradient(${theme.colors.primary}, ${theme.colors.accent});
  }

  ${media.md} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    padding-top: calc(${markerSize} + ${theme.space.md});

    &::before {
      top: calc((${markerSize} - ${lineWidth}) / 2);
      bottom: auto;
      left: 0;
      right: 0;
      width: auto;
      height: ${lineWidth};
      background: linear-gradient(90deg, ${theme.colors.primary}, ${theme.colors.accent});
    }
  }
`

export const KeyDateItem = styled.li`
  position: relative;
  padding-left: calc(${markerSize} + ${theme.space.md});
  ${media.md} {
    padding-left: 0;
  }
`

/** The date's marker on the line: green, gold for the finals; hollow once the date is done. */
export const Marker = styled.span<{$finals: boolean; $state: KeyDateState}>`
  position: absolute;
  top: ${theme.space.lg};
  left: 0;
  width: ${markerSize};
  height: ${markerSize};
  border-radius: 50%;
  background: ${(p) => (p.$finals ? theme.colors.accent : theme.colors.primary)};
  border: 4px solid ${theme.colors.surface};
  box-shadow: 0 0 0 2px ${(p) => (p.$finals ? theme.colors.accentDark : theme.colors.primary)};
  ${(p) =>
    p.$state === 'done' &&
    css`
      background: ${theme.colors.surface};
      border-color: ${theme.colors.primary};
    `}
  ${media.md} {
    top: calc(-1 * (${markerSize} + ${theme.space.md}));
    left: ${theme.space.lg};
  }
`

/** A date's card; the next date (or today's) leads with a thicker green edge, done ones sit back on the page tint. */
export const KeyDateCard = styled.div<{$state: KeyDateState}>`
  height: 100%;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  ${(p) =>
    (p.$state === 'next' || p.$state === 'today') &&
    css`
      border: 2px solid ${theme.colors.primary};
    `}
  ${(p) =>
    p.$state === 'done' &&
    css`
      background: ${theme.colors.surfaceAlt};
      box-shadow: none;
    `}

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`

export const When = styled.p`
  && {
    color: ${theme.colors.primary};
    font-weight: 800;
    font-size: ${theme.fontSizes.lg};
    line-height: 1.2;
  }
`

export const BadgeLabel = styled.span<{$badge: Badge}>`
  margin-top: auto;
  padding: 0.125rem ${theme.space.sm};
  border: 1px solid;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  font-weight: 800;
  letter-spacing: 0.08em;
  ${(p) => badgeTones[p.$badge]}
`

/** "Done", "Today" or "Next" beside a date: where the season stands. */
export const StateLabel = styled.span<{$state: KeyDateState}>`
  && {
    padding: 0.125rem ${theme.space.sm};
    border-radius: ${theme.radii.pill};
    font-size: ${theme.fontSizes.xs};
    font-weight: 800;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${(p) => (p.$state === 'done' ? theme.colors.inkMuted : theme.colors.onPrimary)};
    background: ${(p) => (p.$state === 'done' ? 'transparent' : theme.colors.primary)};
    border: 1px solid ${(p) => (p.$state === 'done' ? theme.colors.border : theme.colors.primary)};
  }
  ${(p) =>
    p.$state === 'done' &&
    css`
      &::before {
        content: '✓ ' / '';
      }
    `}
`

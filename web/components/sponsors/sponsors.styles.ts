// The /sponsors page's look: the tiers and their titles and the invitation (sponsor-sections.tsx),
// and a sponsor's card, sized by its tier (sponsor-card.tsx): the main sponsor's is the big one.
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'

export type SponsorSize = 'lg' | 'md' | 'sm'

/** The initials badge's (and the logo's) size per tier, px. */
export const BADGE_PX: Record<SponsorSize, number> = {lg: 120, md: 88, sm: 64}

const BADGE_FONT: Record<SponsorSize, string> = {lg: '2.5rem', md: theme.fontSizes.xl, sm: theme.fontSizes.lg}
const NAME_FONT: Record<SponsorSize, string> = {lg: theme.fontSizes.xxl, md: theme.fontSizes.xl, sm: theme.fontSizes.lg}

type Sized = {$size: SponsorSize}

export const SponsorCardBox = styled.div<Sized>`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  height: 100%;
  padding: ${(p) => (p.$size === 'sm' ? theme.space.md : theme.space.lg)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  ${(p) =>
    p.$size === 'lg'
      ? `
    flex-direction: column;
    text-align: center;
    padding: ${theme.space.xl} ${theme.space.lg};
    border-top: 6px solid ${theme.colors.accent};
    ${media.sm} {
      flex-direction: row;
      text-align: left;
      gap: ${theme.space.xl};
      padding: ${theme.space.xl};
    }
  `
      : ''}

  /* The sponsor's logo, round. */
  > img {
    flex: none;
    border-radius: 50%;
    object-fit: contain;
  }
`

/** A placeholder sponsor's initials in a gold roundel (quieter, grey, for the smallest tier). */
export const InitialsBadge = styled.span<Sized>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${(p) => BADGE_PX[p.$size]}px;
  height: ${(p) => BADGE_PX[p.$size]}px;
  border-radius: 50%;
  background: ${(p) => (p.$size === 'sm' ? theme.colors.surfaceAlt : theme.gradients.gold)};
  border: 2px solid ${(p) => (p.$size === 'sm' ? theme.colors.border : theme.colors.accent)};
  color: ${theme.colors.primaryDark};
  font-family: ${theme.fonts.display};
  font-weight: 800;
  font-size: ${(p) => BADGE_FONT[p.$size]};
  letter-spacing: 0.04em;
`

export const SponsorText = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  min-width: 0;

  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
  a {
    font-weight: 700;
  }
`

export const SponsorName = styled.h3<Sized>`
  margin: 0;
  color: ${theme.colors.primaryDark};
  font-size: ${(p) => NAME_FONT[p.$size]};
`

export const Tiers = styled.div`
  display: grid;
  gap: ${theme.space.xl};
`

export const TierTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.12em;
  color: ${theme.colors.primary};

  &::after {
    content: '';
    flex: 1;
    height: 2px;
    background: ${theme.colors.border};
  }
`

/** The invitation on a dark band; its ButtonLink recoloured gold for it ("&& a" outranks the button's own). */
export const Invite = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.lg};
  padding: ${theme.space.xl} ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.onPrimary};

  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
    max-width: 36rem;
  }
  && a {
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
    color: ${theme.colors.ink};
  }
  && a:hover {
    background: ${theme.colors.onPrimary};
    border-color: ${theme.colors.onPrimary};
  }
  && a:focus-visible {
    outline-color: ${theme.colors.onPrimary};
  }
`

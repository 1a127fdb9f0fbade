// The home page's two sponsor blocks: the "Sponsored by" strip under the hero with the sponsor's mark
// (sponsored-by-banner.tsx, sponsor-mark.tsx) and the Main Sponsor panel (main-sponsor.tsx).
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'

export const Strip = styled.aside`
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`

export const StripInner = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.sm} ${theme.space.md};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  text-align: center;
  ${media.sm} {
    padding: ${theme.space.md};
    flex-direction: row;
    justify-content: center;
    gap: ${theme.space.lg};
    text-align: left;
  }
`

export const StripLabel = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.xs};
  font-weight: 800;
  letter-spacing: 0.16em;
  text-transform: uppercase;
`

export const StripWho = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  text-align: left;
`

export const StripName = styled.strong`
  display: block;
  font-size: ${theme.fontSizes.lg};
  line-height: 1.2;
  a {
    color: inherit;
  }
`

export const StripTagline = styled.span`
  display: block;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`

/** A sponsor's placeholder mark: its initials in a gold roundel, 48 px or (lg) 96 px. */
export const Mark = styled.span<{$size: 'sm' | 'lg'}>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${(p) => (p.$size === 'lg' ? '96px' : '48px')};
  height: ${(p) => (p.$size === 'lg' ? '96px' : '48px')};
  border-radius: 50%;
  background: ${theme.gradients.gold};
  color: ${theme.colors.ink};
  font-weight: 900;
  font-size: ${(p) => (p.$size === 'lg' ? theme.fontSizes.xl : theme.fontSizes.md)};
  letter-spacing: 0.04em;
  box-shadow:
    inset 0 0 0 3px ${theme.colors.surface},
    0 0 0 2px ${theme.colors.accentDark};
`

export const MainSponsorPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.lg};
  padding: ${theme.space.xl} ${theme.space.lg};
  text-align: center;
  background:
    radial-gradient(circle at 100% 0%, color-mix(in srgb, ${theme.colors.accent} 22%, transparent), transparent 40%),
    ${theme.colors.surface};
  border: 2px dashed ${theme.colors.accentDark};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  /* A phone keeps the box tight: with the headings still in their fallback face (a first visit), Key
     Dates must stay within two screens of a 320 px phone (home.spec). */
  ${media.belowSm} {
    gap: ${theme.space.sm};
    padding: ${theme.space.md};
  }
  ${media.md} {
    flex-direction: row;
    text-align: left;
    padding: ${theme.space.xl};
  }
`

export const MainSponsorText = styled.div`
  flex: 1;
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.lg};
    ${media.sm} {
      font-size: ${theme.fontSizes.xl};
    }
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
  p:first-of-type {
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.md};
    font-weight: 600;
    ${media.sm} {
      font-size: ${theme.fontSizes.lg};
    }
  }
  p + p {
    margin-top: ${theme.space.xs};
  }
`

/** A gold star on green that marks the spot, distinct from the sponsor's own mark in the strip above. */
export const Trophy = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${theme.colors.primary};
  color: ${theme.colors.accent};
  font-size: 2.25rem;
  line-height: 1;
  /* A phone gives its height to the words. */
  ${media.belowSm} {
    display: none;
  }
`

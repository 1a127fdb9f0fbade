// A sponsor's placeholder mark: its initials in a gold roundel, until the sponsor sends a logo.
import styled from 'styled-components'
import {theme} from '@/theme/theme'
import {sponsorInitials} from '@/components/sponsors/sponsor-tiers'

type Props = {sponsor: {initials: string | null; name: string | null}; size?: 'sm' | 'lg'}

export function SponsorMark({sponsor, size = 'sm'}: Props) {
  return (
    <Mark aria-hidden="true" $size={size}>
      {sponsorInitials(sponsor)}
    </Mark>
  )
}

const Mark = styled.span<{$size: 'sm' | 'lg'}>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({$size}) => ($size === 'lg' ? '96px' : '48px')};
  height: ${({$size}) => ($size === 'lg' ? '96px' : '48px')};
  border-radius: 50%;
  background: ${theme.gradients.gold};
  color: ${theme.colors.ink};
  font-weight: 900;
  font-size: ${({$size}) => ($size === 'lg' ? theme.fontSizes.xl : theme.fontSizes.md)};
  letter-spacing: 0.04em;
  box-shadow:
    inset 0 0 0 3px ${theme.colors.surface},
    0 0 0 2px ${theme.colors.accentDark};
`

// A sponsor's placeholder mark: its initials in a gold roundel, until the sponsor sends a logo.
// Styles: sponsor.styles.ts.
import {sponsorInitials} from '@/components/sponsors/sponsor-tiers'
import {Mark} from './sponsor.styles'

type Props = {sponsor: {initials: string | null; name: string | null}; size?: 'sm' | 'lg'}

export function SponsorMark({sponsor, size = 'sm'}: Props) {
  return (
    <Mark aria-hidden="true" $size={size}>
      {sponsorInitials(sponsor)}
    </Mark>
  )
}

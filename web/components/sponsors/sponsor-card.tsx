// One sponsor: its logo, or an initials badge while it is a placeholder, with name, tagline and
// (when the CMS has one) a link to its site. Sized by tier (its size): the main sponsor is the big
// one. Styles: sponsors.styles.ts.
import {CmsImage} from '@/components/ui/cms-image'
import {VisuallyHidden} from '@/components/ui/visually-hidden'
import {BADGE_PX, InitialsBadge, SponsorCardBox, SponsorName, SponsorText, type SponsorSize} from './sponsors.styles'
import {sponsorHref, sponsorInitials, type Sponsor} from './sponsor-tiers'

export function SponsorCard({sponsor, size}: {sponsor: Sponsor; size: SponsorSize}) {
  const name = sponsor.name
  const href = sponsorHref(sponsor.link)
  const badge = BADGE_PX[size]
  return (
    <SponsorCardBox $size={size}>
      {sponsor.logo?.asset ? (
        <CmsImage image={sponsor.logo} width={badge} height={badge} decorative />
      ) : (
        <InitialsBadge aria-hidden="true" $size={size}>
          {sponsorInitials(sponsor)}
        </InitialsBadge>
      )}
      <SponsorText>
        <SponsorName $size={size}>{name}</SponsorName>
        {sponsor.tagline ? <p>{sponsor.tagline}</p> : null}
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            Visit {name}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        ) : null}
      </SponsorText>
    </SponsorCardBox>
  )
}

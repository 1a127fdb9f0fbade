// One sponsor: its logo, or an initials badge while it is a placeholder, with name, tagline and
// (when the CMS has one) a link to its site. Sized by tier (data-size): the main sponsor is the big
// one. Styles: sponsors-styles.ts (site stylesheet).
import {CmsImage} from '@/components/ui/cms-image'
import {BADGE_PX, type SponsorSize} from './sponsors-styles'
import {sponsorHref, sponsorInitials, type Sponsor} from './sponsor-tiers'

export function SponsorCard({sponsor, size}: {sponsor: Sponsor; size: SponsorSize}) {
  const name = sponsor.name
  const href = sponsorHref(sponsor.link)
  const badge = BADGE_PX[size]
  return (
    <div className="sponsor-card" data-size={size}>
      {sponsor.logo?.asset ? (
        <CmsImage className="sponsor-card-logo" image={sponsor.logo} width={badge} height={badge} decorative />
      ) : (
        <span className="sponsor-card-badge" aria-hidden="true">
          {sponsorInitials(sponsor)}
        </span>
      )}
      <div className="sponsor-card-text">
        <h3 className="sponsor-card-name">
          {name}
        </h3>
        {sponsor.tagline ? <p>{sponsor.tagline}</p> : null}
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            Visit {name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </div>
  )
}

// The "Sponsored by" strip under the hero: the main sponsor's mark, name and tagline (a placeholder
// until a sponsor signs; the CMS holds whatever is current). Styles: sponsor.styles.ts.
import type {SponsorsQueryResult} from '@/lib/content'
import {sponsorHref} from '@/components/sponsors/sponsor-tiers'
import {SponsorMark} from './sponsor-mark'
import {Strip, StripInner, StripLabel, StripName, StripTagline, StripWho} from './sponsor.styles'

type Props = {sponsor: SponsorsQueryResult[number] | null}

export function SponsoredByBanner({sponsor}: Props) {
  if (!sponsor) return null
  const name = sponsor.name
  const href = sponsorHref(sponsor.link)
  return (
    <Strip aria-label="Sponsored by">
      <StripInner>
        <StripLabel aria-hidden="true">Sponsored by</StripLabel>
        <StripWho>
          <SponsorMark sponsor={sponsor} />
          <span>
            <StripName>{href ? <a href={href}>{name}</a> : name}</StripName>
            {sponsor.tagline ? <StripTagline>{sponsor.tagline}</StripTagline> : null}
          </span>
        </StripWho>
      </StripInner>
    </Strip>
  )
}

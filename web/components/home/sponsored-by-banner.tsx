// The "Sponsored by" strip under the hero: the main sponsor's mark, name and tagline (a placeholder
// until a sponsor signs; the CMS holds whatever is current). Styles: sponsor-styles.ts.
import type {SponsorsQueryResult} from '@/lib/content'
import {sponsorHref} from '@/components/sponsors/sponsor-tiers'
import {SponsorMark} from './sponsor-mark'

type Props = {sponsor: SponsorsQueryResult[number] | null}

export function SponsoredByBanner({sponsor}: Props) {
  if (!sponsor) return null
  const name = sponsor.name
  const href = sponsorHref(sponsor.link)
  return (
    <aside className="sponsor-strip" aria-label="Sponsored by">
      <div className="sponsor-strip-inner">
        <p className="sponsor-strip-label" aria-hidden="true">Sponsored by</p>
        <div className="sponsor-strip-who">
          <SponsorMark sponsor={sponsor} />
          <span>
            <strong className="sponsor-strip-name">{href ? <a href={href}>{name}</a> : name}</strong>
            {sponsor.tagline ? <span className="sponsor-strip-tagline">{sponsor.tagline}</span> : null}
          </span>
        </div>
      </div>
    </aside>
  )
}

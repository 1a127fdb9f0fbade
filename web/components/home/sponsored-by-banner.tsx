// The "Sponsored by" strip under the hero: the main sponsor's mark, name and tagline (a placeholder
// until a sponsor signs; the CMS holds whatever is current).
import styled from 'styled-components'
import type {SponsorsQueryResult} from '@/lib/content'
import {media, theme} from '@/theme/theme'
import {sponsorHref} from '@/components/sponsors/sponsor-tiers'
import {SponsorMark} from './sponsor-mark'

type Props = {sponsor: SponsorsQueryResult[number] | null}

export function SponsoredByBanner({sponsor}: Props) {
  if (!sponsor) return null
  const name = sponsor.name
  const href = sponsorHref(sponsor.link)
  return (
    <Strip aria-label="Sponsored by">
      <Inner>
        <Label aria-hidden="true">Sponsored by</Label>
        <Who>
          <SponsorMark sponsor={sponsor} />
          <span>
            <Name>{href ? <a href={href}>{name}</a> : name}</Name>
            {sponsor.tagline ? <Tagline>{sponsor.tagline}</Tagline> : null}
          </span>
        </Who>
      </Inner>
    </Strip>
  )
}

const Strip = styled.aside`
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`

const Inner = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.md};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  text-align: center;
  ${media.sm} {
    flex-direction: row;
    justify-content: center;
    gap: ${theme.space.lg};
    text-align: left;
  }
`

const Label = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.xs};
  font-weight: 800;
  letter-spacing: 0.16em;
  text-transform: uppercase;
`

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  text-align: left;
`

const Name = styled.strong`
  display: block;
  font-size: ${theme.fontSizes.lg};
  line-height: 1.2;
  a {
    color: inherit;
  }
`

const Tagline = styled.span`
  display: block;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`

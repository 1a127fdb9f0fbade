// One sponsor: its logo, or an initials badge while it is a placeholder, with name, tagline and
// (when the CMS has one) a link to its site. Sized by tier: the main sponsor is the big one.
import styled, {css} from 'styled-components'
import {CmsImage} from '@/components/ui/cms-image'
import {media, theme} from '@/theme/theme'
import {sponsorHref, sponsorInitials, type Sponsor} from './sponsor-tiers'

export type SponsorSize = 'lg' | 'md' | 'sm'

const BADGE_PX: Record<SponsorSize, number> = {lg: 120, md: 88, sm: 64}

export function SponsorCard({sponsor, size}: {sponsor: Sponsor; size: SponsorSize}) {
  const name = sponsor.name
  const href = sponsorHref(sponsor.link)
  const badge = BADGE_PX[size]
  return (
    <Card $size={size}>
      {sponsor.logo?.asset ? (
        <Logo as={CmsImage} image={sponsor.logo} width={badge} height={badge} decorative />
      ) : (
        <Badge $size={size} aria-hidden="true">
          {sponsorInitials(sponsor)}
        </Badge>
      )}
      <Text>
        <Name $size={size}>
          {name}
        </Name>
        {sponsor.tagline ? <p>{sponsor.tagline}</p> : null}
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            Visit {name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </Text>
    </Card>
  )
}

const Card = styled.div<{$size: SponsorSize}>`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  height: 100%;
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};

  ${({$size}) =>
    $size === 'lg' &&
    css`
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
    `}
  ${({$size}) =>
    $size === 'sm' &&
    css`
      padding: ${theme.space.md};
    `}
`

const Badge = styled.span<{$size: SponsorSize}>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({$size}) => BADGE_PX[$size]}px;
  height: ${({$size}) => BADGE_PX[$size]}px;
  border-radius: 50%;
  background: ${({$size}) => ($size === 'sm' ? theme.colors.surfaceAlt : theme.gradients.gold)};
  border: 2px solid ${({$size}) => ($size === 'sm' ? theme.colors.border : theme.colors.accent)};
  color: ${theme.colors.primaryDark};
  font-family: ${theme.fonts.display};
  font-weight: 800;
  font-size: ${({$size}) => ($size === 'lg' ? '2.5rem' : $size === 'md' ? theme.fontSizes.xl : theme.fontSizes.lg)};
  letter-spacing: 0.04em;
`

const Logo = styled.img`
  flex: none;
  border-radius: 50%;
  object-fit: contain;
`

const Text = styled.div`
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

const Name = styled.h3<{$size: SponsorSize}>`
  margin: 0;
  color: ${theme.colors.primaryDark};
  font-size: ${({$size}) => ($size === 'lg' ? theme.fontSizes.xxl : $size === 'md' ? theme.fontSizes.xl : theme.fontSizes.lg)};
`

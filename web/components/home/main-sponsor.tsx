// The Main Sponsor section of the home page: the title sponsor's spot (a placeholder for now) and the
// way to claim it, with links to the sponsors page and the contact form.
import styled from 'styled-components'
import type {SponsorsQueryResult} from '@/lib/content'
import {ButtonLink} from '@/components/ui/button'
import {media, theme} from '@/theme/theme'
import {HomeSection} from './home-section'
import {SponsorMark} from './sponsor-mark'

type Props = {sponsor: SponsorsQueryResult[number] | null}

export function MainSponsor({sponsor}: Props) {
  return (
    <HomeSection id="main-sponsor" title="Main Sponsor" more={{href: '/sponsors', label: 'All sponsors'}} tone="tinted">
      <Panel>
        {sponsor ? <SponsorMark sponsor={sponsor} size="lg" /> : null}
        <Text>
          <h3>{sponsor?.name ?? 'Sponsor spot open'}</h3>
          {sponsor?.tagline ? <p>{sponsor.tagline}</p> : null}
        </Text>
        <ButtonLink href="/contact">Become a sponsor</ButtonLink>
      </Panel>
    </HomeSection>
  )
}

const Panel = styled.div`
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

  ${media.md} {
    flex-direction: row;
    text-align: left;
    padding: ${theme.space.xl};
  }
`

const Text = styled.div`
  flex: 1;
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.lg};
  }
`

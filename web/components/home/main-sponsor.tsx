// The Main Sponsor section of the home page: the title sponsor's spot and the way to back the league,
// with links to the sponsors page and the contact form. The sponsor's name and mark are shown once on
// the page, in the Sponsored-by strip under the hero; this box speaks about the spot, not the name.
import styled from 'styled-components'
import type {SponsorsQueryResult} from '@/lib/content'
import {ButtonLink} from '@/components/ui/button'
import {media, theme} from '@/theme/theme'
import {HomeSection} from './home-section'

type Props = {sponsor: SponsorsQueryResult[number] | null}

export function MainSponsor({sponsor}: Props) {
  return (
    <HomeSection id="main-sponsor" title="Main Sponsor" more={{href: '/sponsors', label: 'All sponsors'}} tone="tinted">
      <Panel>
        <Trophy aria-hidden="true">★</Trophy>
        <Text>
          <h3>Back the Season 2 carnival</h3>
          <p>{sponsor?.tagline ?? 'The main sponsor spot is open.'}</p>
          <p>Your name at every match, on the league site and in front of every society&apos;s families.</p>
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
  }
  p:first-of-type {
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.lg};
    font-weight: 600;
  }
  p + p {
    margin-top: ${theme.space.xs};
  }
`

/** A gold roundel that marks the spot, distinct from the sponsor's own mark in the strip above. */
const Trophy = styled.span`
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
`

// The Main Sponsor section of the home page: the title sponsor's spot and the way to back the league,
// with links to the sponsors page and the contact form. The sponsor's name and mark are shown once on
// the page, in the Sponsored-by strip under the hero; this box speaks about the spot, not the name.
// Styles: sponsor.styles.ts.
import type {SponsorsQueryResult} from '@/lib/content'
import {ButtonLink} from '@/components/ui/button'
import {HomeSection} from './home-section'
import {MainSponsorPanel, MainSponsorText, Trophy} from './sponsor.styles'

type Props = {sponsor: SponsorsQueryResult[number] | null}

export function MainSponsor({sponsor}: Props) {
  return (
    <HomeSection id="main-sponsor" title="Main Sponsor" more={{href: '/sponsors', label: 'All sponsors'}} tone="tinted">
      <MainSponsorPanel>
        <Trophy aria-hidden="true">★</Trophy>
        <MainSponsorText>
          <h3>Back the Season 2 carnival</h3>
          <p>{sponsor?.tagline ?? 'The main sponsor spot is open.'}</p>
          <p>Your name at every match, on the league site and in front of every society&apos;s families.</p>
        </MainSponsorText>
        <ButtonLink href="/contact">Become a sponsor</ButtonLink>
      </MainSponsorPanel>
    </HomeSection>
  )
}

// The /sponsors page body: the main sponsor, the co sponsors and the powered-by partners, then an
// invitation to sponsor the league that leads to /contact.
import {CardGrid} from '@/components/ui/card-grid'
import type {CardGridColumns} from '@/components/ui/card-grid-styles'
import styled from 'styled-components'
import type {SponsorsQueryResult} from '@/lib/content'
import {ButtonLink} from '@/components/ui/button'
import {theme} from '@/theme/theme'
import {SponsorCard, type SponsorSize} from './sponsor-card'
import {groupSponsors, type Sponsor} from './sponsor-tiers'

type Tier = {id: string; title: string; sponsors: Sponsor[]; size: SponsorSize; columns: CardGridColumns}

export function SponsorSections({sponsors}: {sponsors: SponsorsQueryResult}) {
  const {main, co, poweredBy} = groupSponsors(sponsors)
  const tiers: Tier[] = [
    {id: 'main', title: main.length > 1 ? 'Main Sponsors' : 'Main Sponsor', sponsors: main, size: 'lg', columns: 1},
    {id: 'co', title: 'Co Sponsors', sponsors: co, size: 'md', columns: 2},
    {id: 'powered-by', title: 'Powered By', sponsors: poweredBy, size: 'sm', columns: 3},
  ]
  return (
    <Sections>
      {tiers
        .filter((tier) => tier.sponsors.length > 0)
        .map((tier) => (
          <section key={tier.id} aria-labelledby={`sponsors-${tier.id}`}>
            <TierTitle id={`sponsors-${tier.id}`}>{tier.title}</TierTitle>
            <CardGrid columns={tier.columns}>
              {tier.sponsors.map((sponsor) => (
                <li key={sponsor._id}>
                  <SponsorCard sponsor={sponsor} size={tier.size} />
                </li>
              ))}
            </CardGrid>
          </section>
        ))}
      <Invite aria-labelledby="sponsors-invite">
        <div>
          <h2 id="sponsors-invite">Back the league</h2>
          <p>Put your brand in front of every match, every society and every fan this season.</p>
        </div>
        <ButtonLink href="/contact">Contact Us</ButtonLink>
      </Invite>
    </Sections>
  )
}

const Sections = styled.div`
  display: grid;
  gap: ${theme.space.xl};
`

const TierTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.12em;
  color: ${theme.colors.primary};

  &::after {
    content: '';
    flex: 1;
    height: 2px;
    background: ${theme.colors.border};
  }
`

const Invite = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.lg};
  padding: ${theme.space.xl} ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.onPrimary};

  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
    max-width: 36rem;
  }
  a {
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
    color: ${theme.colors.ink};
  }
  a:hover {
    background: ${theme.colors.onPrimary};
    border-color: ${theme.colors.onPrimary};
  }
  a:focus-visible {
    outline-color: ${theme.colors.onPrimary};
  }
`

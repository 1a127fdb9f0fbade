// The /sponsors page body: the main sponsor, the co sponsors and the powered-by partners, then an
// invitation to sponsor the league that leads to /contact. Styles: sponsors.styles.ts.
import {CardGrid} from '@/components/ui/card-grid'
import type {CardGridColumns} from '@/components/ui/card-grid'
import type {SponsorsQueryResult} from '@/lib/content'
import {ButtonLink} from '@/components/ui/button'
import {SponsorCard} from './sponsor-card'
import {Invite, TierTitle, Tiers, type SponsorSize} from './sponsors.styles'
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
    <Tiers>
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
    </Tiers>
  )
}

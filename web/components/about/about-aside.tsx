// The aside of /about: the season's key facts and the organisers' contacts, beside the CMS text.
// Styles: about.styles.ts.
import {Link} from '@/components/ui/link'
import {ContactDetails} from '@/components/contact/contact-details'
import type {KeyDatesQueryResult, SiteSettingsQueryResult, SocietiesQueryResult, TeamsQueryResult} from '@/lib/content'
import {leagueFrom} from '@/lib/seo/league'
import {KeyFacts} from './key-facts'
import {WriteToUs} from './about.styles'

type Props = {
  settings: SiteSettingsQueryResult
  societies: SocietiesQueryResult
  teams: TeamsQueryResult
  keyDates: KeyDatesQueryResult
}

export function AboutAside({settings, societies, teams, keyDates}: Props) {
  const league = leagueFrom(settings)
  const finale = keyDates.at(-1)
  const facts = {
    season: league.seasonLabel,
    host: settings?.hostTeam?.trim() || null,
    location: league.location,
    societies: societies.length,
    teams: teams.filter((team) => !team.isPlaceholder).length,
    finale: finale?.date ? {title: finale.title, date: finale.date} : null,
  }
  return (
    <>
      <KeyFacts facts={facts} />
      <ContactDetails settings={settings} title="Get in touch">
        <WriteToUs>
          <Link href="/contact">Write to the organisers →</Link>
        </WriteToUs>
      </ContactDetails>
    </>
  )
}

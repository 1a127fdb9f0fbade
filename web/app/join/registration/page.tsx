// /join/registration: player registration is not open yet; the page says so and gives the desk's
// contact from the site settings.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {RegistrationContact} from '@/components/registration/registration-contact'
import {PageShell} from '@/components/ui/page-shell'
import {registrationOpen, registrationText} from '@/lib/calendar/season-phase'
import {getSeasonMoment} from '@/lib/calendar/season-today'
import {getSiteSettings} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Player Registration',
  description: 'Player registration for the Oxygen Premier League opens soon. Contact the registration desk for help.',
  path: '/join/registration',
})

export default async function RegistrationPage() {
  const [settings, moment] = await Promise.all([getSiteSettings(), getSeasonMoment()])
  return (
    <PageShell eyebrow="Join OPL" title="Player Registration" lead="Play for your society this season.">
      {/* Closed between the auction and the final: then nothing is "coming soon". */}
      <ComingSoon {...registrationText(moment)} badge={registrationOpen(moment)}>
        <RegistrationContact contact={settings?.registrationContact ?? null} />
      </ComingSoon>
    </PageShell>
  )
}

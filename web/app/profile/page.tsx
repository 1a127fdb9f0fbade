// /profile: a static demo of a player's profile page, until accounts exist, shown as a signed-out
// visitor sees it (the header offers Login): a note that says so, beside the labelled demo.
import type {Metadata} from 'next'
import {DemoProfile, type DemoProfileData} from '@/components/profile/demo-profile'
import {SignedOutPanel} from '@/components/profile/signed-out-panel'
import {PageShell} from '@/components/ui/page-shell'
import {WithAside} from '@/components/ui/with-aside'
import {getSiteSettings, getSocieties} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'My Profile (Demo)',
  description: 'A demo of the player profile coming to the Oxygen Premier League website.',
  path: '/profile',
})

export default async function ProfilePage() {
  const [settings, societies] = await Promise.all([getSiteSettings(), getSocieties()])
  const profile: DemoProfileData = {
    name: 'Demo Player',
    society: societies[0]?.name ?? 'Your housing society',
    team: 'To be picked at the auction',
    role: 'All-rounder',
    batting: 'Right-handed',
    bowling: 'Right-arm medium',
    season: settings?.seasonLabel ?? '2025',
  }
  return (
    <PageShell eyebrow="Members" title="My Profile" lead="A preview of the player profile that arrives with logins.">
      <WithAside aside={<SignedOutPanel />} asideFirst>
        <DemoProfile profile={profile} />
      </WithAside>
    </PageShell>
  )
}

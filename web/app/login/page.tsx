// /login: accounts are not open yet, so the page greets visitors with a "Coming Soon" dialog and,
// once it is closed, says the same in the page with a way home.
import type {Metadata} from 'next'
import {ComingSoon} from '@/components/coming-soon/coming-soon'
import {LoginDialog} from '@/components/login/login-dialog'
import {PageShell} from '@/components/ui/page-shell'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Login',
  description: 'Player and fan logins for the Oxygen Premier League are coming soon.',
  path: '/login',
})

export default function LoginPage() {
  return (
    <PageShell eyebrow="Members" title="Login" lead="Player and fan accounts are coming soon.">
      <ComingSoon
        heading="Logins are on the way"
        message="Until they open, every page of the site is free for all to browse: no account needed."
      >
        <LoginDialog />
      </ComingSoon>
    </PageShell>
  )
}

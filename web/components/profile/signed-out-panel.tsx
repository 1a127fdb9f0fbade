// What /profile says first: the visitor is not signed in (the header offers Login, and accounts do
// not exist yet), so the profile below is a labelled demo; with the way to Login and to registration.
// Styles: profile.styles.ts.
import {Link} from '@/components/ui/link'
import {ButtonLink} from '@/components/ui/button'
import {SignedOutSection} from './profile.styles'

export function SignedOutPanel() {
  return (
    <SignedOutSection aria-labelledby="signed-out-title">
      <h2 id="signed-out-title">You are not signed in</h2>
      <p>
        Player logins arrive with registration. Until then this page shows a <strong>demo profile</strong>: sample
        details, so you can see what yours will look like.
      </p>
      <ButtonLink href="/login">Login</ButtonLink>
      <p>
        <Link href="/join/registration">Player registration</Link> opens soon.
      </p>
    </SignedOutSection>
  )
}

// What /profile says first: the visitor is not signed in (the header offers Login, and accounts do
// not exist yet), so the profile below is a labelled demo; with the way to Login and to registration.
import Link from 'next/link'
import styled from 'styled-components'
import {ButtonLink} from '@/components/ui/button'
import {theme} from '@/theme/theme'

export function SignedOutPanel() {
  return (
    <Panel aria-labelledby="signed-out-title">
      <h2 id="signed-out-title">You are not signed in</h2>
      <p>
        Player logins arrive with registration. Until then this page shows a <strong>demo profile</strong>: sample
        details, so you can see what yours will look like.
      </p>
      <ButtonLink href="/login">Login</ButtonLink>
      <p>
        <Link href="/join/registration">Player registration</Link> opens soon.
      </p>
    </Panel>
  )
}

const Panel = styled.section`
  display: grid;
  justify-items: start;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  background: ${theme.colors.surfaceAlt};
  border: 1px solid ${theme.colors.border};
  border-left: 5px solid ${theme.colors.primary};
  border-radius: ${theme.radii.lg};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primaryDark};
  }
  p {
    margin: 0;
  }
  a:not([class]) {
    color: ${theme.colors.primary};
    font-weight: 700;
    text-underline-offset: 3px;
  }
`

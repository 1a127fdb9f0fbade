'use client'
// What a visitor sees when a page fails to render (the header and footer stay): a plain apology, a
// retry, and a way home. The error itself is in the server log; its digest ties the two together.
// Every page loads this boundary's script, so it is plain markup with inline theme tokens rather than
// styled components (which would add their definitions to every page's JavaScript).
import {Link} from '@/components/ui/link'
import {tokens} from '../../league/design/tokens'

type Props = {error: Error & {digest?: string}; reset: () => void}

const action = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '8px 24px',
  borderRadius: 999,
  border: `2px solid ${tokens.colors.primary}`,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
} as const

export default function ErrorPage({error, reset}: Props) {
  return (
    <div style={{maxWidth: 760, margin: '0 auto', padding: '48px 16px'}}>
      <p style={{margin: 0, color: tokens.colors.accentDark, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.1em'}}>
        Something went wrong
      </p>
      <h1 style={{margin: '8px 0 16px'}}>This page could not be shown</h1>
      <p>Sorry — something went wrong on our side. Please try again in a moment.</p>
      <div style={{display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 24}}>
        <button type="button" onClick={reset} style={{...action, background: tokens.colors.primary, color: tokens.colors.onPrimary}}>
          Try again
        </button>
        <Link href="/" style={{...action, background: 'transparent', color: tokens.colors.primary}}>
          Go Home
        </Link>
      </div>
      {error.digest ? <p style={{marginTop: 24, color: tokens.colors.inkMuted, fontSize: '0.875rem'}}>Reference: {error.digest}</p> : null}
    </div>
  )
}

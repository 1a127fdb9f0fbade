'use client'
// The last resort, when even the root layout (header, footer, styles) failed: a self-contained page
// in the site's colours, with a retry and a way home. Inline styles from the plain tokens, because it
// replaces the root layout, and with it the page defaults and theme variables the layout renders.
import {tokens} from '../../league/design/tokens'

type Props = {error: Error & {digest?: string}; reset: () => void}

const button = {
  minHeight: 44,
  padding: '8px 24px',
  borderRadius: 999,
  border: `2px solid ${tokens.colors.accent}`,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
} as const

export default function GlobalError({error, reset}: Props) {
  return (
    <html lang="en-IN">
      <body style={{margin: 0, fontFamily: 'system-ui, sans-serif', color: tokens.colors.ink}}>
        <main style={{minHeight: '100vh', background: `linear-gradient(135deg, ${tokens.colors.primaryDark}, ${tokens.colors.primary})`, color: tokens.colors.onPrimary, padding: '64px 24px'}}>
          <div style={{maxWidth: 640, margin: '0 auto'}}>
            <p style={{textTransform: 'uppercase', letterSpacing: '0.08em', fontWeight: 700, color: tokens.colors.accent}}>Oxygen Premier League</p>
            <h1 style={{fontSize: '2rem', margin: '8px 0 16px'}}>The site could not be shown</h1>
            <p>Sorry — something went wrong on our side. Please try again in a moment.</p>
            <div style={{display: 'flex', gap: 16, flexWrap: 'wrap', marginTop: 24}}>
              <button type="button" onClick={reset} style={{...button, background: tokens.colors.accent, color: tokens.colors.ink}}>
                Try again
              </button>
              {/* A plain link: the router may be part of what failed. */}
              <a href="/" style={{...button, background: 'transparent', color: tokens.colors.onPrimary}}>
                Go Home
              </a>
            </div>
            {error.digest ? <p style={{marginTop: 24, opacity: 0.85, fontSize: '0.875rem'}}>Reference: {error.digest}</p> : null}
          </div>
        </main>
      </body>
    </html>
  )
}

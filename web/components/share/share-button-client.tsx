'use client'
// Share a news item: the phone's share sheet where the browser has the Web Share API, otherwise
// copy the page's link, with a visible confirmation that screen readers announce too. Plain elements:
// their look comes from the row around them (share-button.tsx), by the class names in share-classes.ts.
import {useEffect, useState} from 'react'
import {shareClasses} from './share-classes'

type Props = {title: string; text?: string}

/** How long "Link copied" stays on screen. */
const CONFIRMATION_MS = 5000

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

export function ShareButtonClient({title, text}: Props) {
  const [status, setStatus] = useState('')

  useEffect(() => {
    if (!status) return
    const timer = setTimeout(() => setStatus(''), CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [status])

  async function share() {
    const url = window.location.href.split('#')[0] ?? window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({title, ...(text && {text}), url})
        return
      } catch (error) {
        // Dismissing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (isAbort(error)) return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setStatus('Link copied to clipboard')
    } catch {
      setStatus(`Copy this link: ${url}`)
    }
  }

  return (
    <>
      <button type="button" className={shareClasses.action} onClick={share}>
        <ShareIcon />
        Share
      </button>
      <p role="status" className={shareClasses.status}>
        {status}
      </p>
    </>
  )
}

function ShareIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  )
}

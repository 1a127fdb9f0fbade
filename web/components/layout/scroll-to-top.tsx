'use client'
// The page scrolls to the top on every route change, even when Next keeps the scroll
// position (e.g. moving between pages that share a layout) — except when the address names a place
// on the page (/participation/players#team-…): then it lands there, as the link promised.
// Not on the first page of a visit: the browser has put that one where it belongs (the top, its #place,
// or where a reload or Back left it), and a visitor may have scrolled it before the scripts ran (they
// were sent back to the top when React hydrated).
import {usePathname} from 'next/navigation'
import {useEffect, useRef} from 'react'

function hashTarget(): HTMLElement | null {
  const id = window.location.hash.slice(1)
  if (!id) return null
  try {
    return document.getElementById(decodeURIComponent(id))
  } catch {
    return null
  }
}

export function ScrollToTop() {
  const pathname = usePathname()
  const shown = useRef<string | null>(null)
  useEffect(() => {
    const first = shown.current === null
    const changed = shown.current !== pathname
    shown.current = pathname
    if (first || !changed) return
    const target = hashTarget()
    if (target) target.scrollIntoView({behavior: 'instant', block: 'start'})
    else window.scrollTo({top: 0, left: 0, behavior: 'instant'})
  }, [pathname])
  return null
}

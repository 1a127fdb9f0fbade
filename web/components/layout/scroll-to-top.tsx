'use client'
// The page scrolls to the top on every route change, even when Next keeps the scroll
// position (e.g. moving between pages that share a layout) — except when the address names a place
// on the page (/participation/players#team-…): then it lands there, as the link promised.
import {usePathname} from 'next/navigation'
import {useEffect} from 'react'

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
  useEffect(() => {
    const target = hashTarget()
    if (target) target.scrollIntoView({behavior: 'instant', block: 'start'})
    else window.scrollTo({top: 0, left: 0, behavior: 'instant'})
  }, [pathname])
  return null
}

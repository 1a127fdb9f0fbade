'use client'
// The page scrolls to the top on every route change, even when Next keeps the scroll
// position (e.g. moving between pages that share a layout).
import {usePathname} from 'next/navigation'
import {useEffect} from 'react'

export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    window.scrollTo({top: 0, left: 0, behavior: 'instant'})
  }, [pathname])
  return null
}

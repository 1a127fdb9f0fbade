'use client'
// Adds to the server-rendered header navigation (plain <details>, which already open without
// JavaScript) what the spec asks of it with script: a group opens on hover and closes 120 ms after
// the pointer leaves; Escape closes the open group or menu and returns focus to its toggle; a click
// elsewhere closes a group; following a link, or any navigation, closes everything. Renders nothing.
import {usePathname} from 'next/navigation'
import {useEffect, useRef} from 'react'
import {DROPDOWN_CLOSE_DELAY_MS} from '@/lib/constants'

const GROUP = 'details[data-nav-group]'
const MENU = 'details[data-nav-menu]'
const ROOT = '[data-site-header]'

/** Closes every open disclosure inside `root` (and `root` itself when it is one). */
export function closeDisclosures(root: Element) {
  if (root instanceof HTMLDetailsElement) root.open = false
  root.querySelectorAll('details[open]').forEach((details) => ((details as HTMLDetailsElement).open = false))
}

/** Wires the behaviour onto a header; returns the function that removes it. */
export function enhanceNavigation(root: HTMLElement): () => void {
  let closeTimer: ReturnType<typeof setTimeout> | undefined
  let pointerType = ''
  const groups = [...root.querySelectorAll<HTMLDetailsElement>(GROUP)]
  const menu = root.querySelector<HTMLDetailsElement>(MENU)
  const cancelClose = () => clearTimeout(closeTimer)
  const group = (event: Event) => event.currentTarget as HTMLDetailsElement
  // The groups are the bar's dropdowns while the menu toggle is not shown (from the nav breakpoint);
  // below it they expand in the menu, by tap or click only.
  const inBar = () => !menu || getComputedStyle(menu).display === 'none'

  // Hover is a mouse thing: touch fires pointerleave right after a tap, which would close the group.
  const onEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !inBar()) return
    cancelClose()
    group(event).open = true // `name` on the groups closes the one open before
  }
  const onLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !inBar()) return
    const details = group(event)
    cancelClose()
    closeTimer = setTimeout(() => (details.open = false), DROPDOWN_CLOSE_DELAY_MS)
  }
  const onPointerDown = (event: PointerEvent) => (pointerType = event.pointerType)
  // A mouse click lands on a group that hovering already opened: keep it open. Keyboard (detail 0)
  // and touch toggle it natively.
  const onSummaryClick = (event: MouseEvent) => {
    const details = (event.currentTarget as HTMLElement).parentElement as HTMLDetailsElement
    if (event.detail > 0 && pointerType === 'mouse' && details.open) event.preventDefault()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    // The menu first: it comes before the list it opens, so Escape in the menu closes it, groups and all.
    const open = root.querySelector<HTMLDetailsElement>(`${MENU}[open], ${GROUP}[open]`)
    if (!open) return
    cancelClose()
    closeDisclosures(open === menu ? root : open)
    open.querySelector('summary')?.focus()
  }
  const onDocumentClick = (event: MouseEvent) => {
    const target = event.target as Node
    for (const details of groups) if (details.open && !details.contains(target)) details.open = false
  }
  const onRootClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) {
      cancelClose()
      closeDisclosures(root)
    }
  }

  // One signal removes every listener below when the enhancer is torn down.
  const listening = new AbortController()
  const {signal} = listening
  for (const details of groups) {
    details.addEventListener('pointerenter', onEnter, {signal})
    details.addEventListener('pointerleave', onLeave, {signal})
    details.querySelector('summary')?.addEventListener('click', onSummaryClick, {signal})
  }
  root.addEventListener('pointerdown', onPointerDown, {capture: true, signal})
  root.addEventListener('click', onRootClick, {signal})
  document.addEventListener('click', onDocumentClick, {signal})
  document.addEventListener('keydown', onKeyDown, {signal})
  return () => {
    cancelClose()
    listening.abort()
  }
}

export function NavEnhancer() {
  const pathname = usePathname()
  const seen = useRef(pathname)

  useEffect(() => {
    const root = document.querySelector<HTMLElement>(ROOT)
    return root ? enhanceNavigation(root) : undefined
  }, [])

  // Navigation closes the menu and its groups — including the browser's back button.
  useEffect(() => {
    if (seen.current === pathname) return
    seen.current = pathname
    const root = document.querySelector(ROOT)
    if (root) closeDisclosures(root)
  }, [pathname])

  return null
}

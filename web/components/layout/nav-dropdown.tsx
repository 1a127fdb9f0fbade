'use client'
// One desktop dropdown group (Participation, Matches, Join OPL): a disclosure button and its links.
// Hover opens it; the button toggles it for keyboard and touch; Escape closes it and returns focus.
import Link from 'next/link'
import {useRef, type KeyboardEvent} from 'react'
import {isActive, type NavGroup} from '@/lib/navigation'

type Props = {
  group: NavGroup
  pathname: string
  isOpen: boolean
  onOpen: () => void
  onToggle: () => void
  onScheduleClose: () => void
  onClose: () => void
}

export function NavDropdown({group, pathname, isOpen, onOpen, onToggle, onScheduleClose, onClose}: Props) {
  const button = useRef<HTMLButtonElement>(null)
  const pointerType = useRef('')
  const panelId = `nav-${group.id}`

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !isOpen) return
    event.stopPropagation()
    onClose()
    button.current?.focus()
  }

  return (
    <li
      className="nav-group"
      // Hover is a mouse thing: touch fires pointerleave right after a tap, which would close the group.
      onPointerEnter={(event) => event.pointerType === 'mouse' && onOpen()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onScheduleClose()}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        className="nav-item"
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-active={group.items.some((item) => isActive(item.href, pathname))}
        onPointerDown={(event) => (pointerType.current = event.pointerType)}
        // A mouse click lands on a group that hovering already opened: keep it open. Keyboard
        // (detail 0) and touch toggle it.
        onClick={(event) => (event.detail > 0 && pointerType.current === 'mouse' ? onOpen() : onToggle())}
      >
        {group.label}
        <span className="nav-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <ul className="nav-panel" id={panelId} hidden={!isOpen}>
        {group.items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={pathname === item.href ? 'page' : undefined}
              data-active={isActive(item.href, pathname)}
              onClick={onClose}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  )
}

'use client'
// One desktop dropdown group (Participation, Matches, Join OPL): a disclosure button and its links.
// Hover opens it; the button toggles it for keyboard and touch; Escape closes it and returns focus.
import Link from 'next/link'
import {useRef, type KeyboardEvent} from 'react'
import styled from 'styled-components'
import {isActive, type NavGroup} from '@/lib/navigation'
import {theme} from '@/theme/theme'
import {navItemStyles} from './nav-styles'

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
  const sectionActive = group.items.some((item) => isActive(item.href, pathname))

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !isOpen) return
    event.stopPropagation()
    onClose()
    button.current?.focus()
  }

  return (
    <Wrapper
      // Hover is a mouse thing: touch fires pointerleave right after a tap, which would close the group.
      onPointerEnter={(event) => event.pointerType === 'mouse' && onOpen()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onScheduleClose()}
      onKeyDown={onKeyDown}
    >
      <Trigger
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        $active={sectionActive}
        onPointerDown={(event) => (pointerType.current = event.pointerType)}
        // A mouse click lands on a group that hovering already opened: keep it open. Keyboard
        // (detail 0) and touch toggle it.
        onClick={(event) => (event.detail > 0 && pointerType.current === 'mouse' ? onOpen() : onToggle())}
      >
        {group.label}
        <Caret aria-hidden="true" $open={isOpen}>
          ▾
        </Caret>
      </Trigger>
      <Panel id={panelId} hidden={!isOpen}>
        {group.items.map((item) => (
          <li key={item.href}>
            <PanelLink
              href={item.href}
              aria-current={pathname === item.href ? 'page' : undefined}
              $active={isActive(item.href, pathname)}
              onClick={onClose}
            >
              {item.label}
            </PanelLink>
          </li>
        ))}
      </Panel>
    </Wrapper>
  )
}

const Wrapper = styled.li`
  position: relative;
`

const Trigger = styled.button<{$active: boolean}>`
  border: 0;
  background: none;
  font: inherit;
  ${navItemStyles}
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
`

const Caret = styled.span<{$open: boolean}>`
  display: inline-block;
  transition: transform 150ms ease;
  transform: rotate(${({$open}) => ($open ? '180deg' : '0deg')});
`

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + 2px);
  left: 0;
  min-width: 16rem;
  margin: 0;
  padding: ${theme.space.sm};
  list-style: none;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.raised};
  z-index: 20;

  &[hidden] {
    display: none;
  }
`

const PanelLink = styled(Link)<{$active: boolean}>`
  display: block;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  color: ${({$active}) => ($active ? theme.colors.primary : theme.colors.ink)};
  font-weight: ${({$active}) => ($active ? 700 : 500)};
  background: ${({$active}) => ($active ? theme.colors.surfaceAlt : 'transparent')};
  text-decoration: none;

  &:hover {
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.primary};
  }
`

'use client'
// The header's menu below the desktop breakpoint: a toggle button opens a collapsible panel whose
// groups expand one at a time; it closes when the page changes.
import Link from 'next/link'
import {useEffect, useRef, useState} from 'react'
import styled from 'styled-components'
import {isActive, isNavGroup, NAVIGATION} from '@/lib/navigation'
import {media, theme} from '@/theme/theme'

export function MobileMenu({pathname}: {pathname: string}) {
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<string | null>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  // Navigation closes the menu (and collapses its groups) — including the browser's back button.
  const [seenPath, setSeenPath] = useState(pathname)
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    setOpen(false)
    setExpanded(null)
  }

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <Wrapper>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen(!open)}>
        <span className="visually-hidden">Menu</span>
        <Bars aria-hidden="true" $open={open} />
      </Toggle>
      <Panel id="mobile-menu" hidden={!open}>
        <nav aria-label="Mobile">
          <List>
            {NAVIGATION.map((entry) =>
              isNavGroup(entry) ? (
                <li key={entry.id}>
                  <GroupButton
                    type="button"
                    aria-expanded={expanded === entry.id}
                    aria-controls={`mobile-${entry.id}`}
                    onClick={() => setExpanded(expanded === entry.id ? null : entry.id)}
                  >
                    {entry.label}
                    <span aria-hidden="true">{expanded === entry.id ? '−' : '+'}</span>
                  </GroupButton>
                  <SubList id={`mobile-${entry.id}`} hidden={expanded !== entry.id}>
                    {entry.items.map((item) => (
                      <li key={item.href}>
                        <MenuLink
                          href={item.href}
                          aria-current={pathname === item.href ? 'page' : undefined}
                          $active={isActive(item.href, pathname)}
                          onClick={() => setOpen(false)}
                        >
                          {item.label}
                        </MenuLink>
                      </li>
                    ))}
                  </SubList>
                </li>
              ) : (
                <li key={entry.href}>
                  <MenuLink
                    href={entry.href}
                    aria-current={pathname === entry.href ? 'page' : undefined}
                    $active={isActive(entry.href, pathname)}
                    onClick={() => setOpen(false)}
                  >
                    {entry.label}
                  </MenuLink>
                </li>
              ),
            )}
          </List>
        </nav>
      </Panel>
    </Wrapper>
  )
}

const Wrapper = styled.div`
  ${media.md} {
    display: none;
  }
`

const Toggle = styled.button`
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 1px solid ${theme.colors.hoverOnPrimary};
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.onPrimary};
  cursor: pointer;
`

const Bars = styled.span<{$open: boolean}>`
  position: relative;
  width: 22px;
  height: 2px;
  background: ${({$open}) => ($open ? 'transparent' : 'currentColor')};

  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 22px;
    height: 2px;
    background: currentColor;
    transition: transform 150ms ease;
  }
  &::before {
    transform: ${({$open}) => ($open ? 'translateY(0) rotate(45deg)' : 'translateY(-7px)')};
  }
  &::after {
    transform: ${({$open}) => ($open ? 'translateY(0) rotate(-45deg)' : 'translateY(7px)')};
  }
`

const Panel = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  max-height: calc(100vh - ${theme.layout.headerHeight});
  overflow-y: auto;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};

  &[hidden] {
    display: none;
  }
`

const List = styled.ul`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.md};
  list-style: none;
`

const SubList = styled.ul`
  margin: 0 0 ${theme.space.sm};
  padding: 0 0 0 ${theme.space.md};
  list-style: none;
  border-left: 3px solid ${theme.colors.accent};

  &[hidden] {
    display: none;
  }
`

const rowStyles = `
  display: flex;
  justify-content: space-between;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.25rem;
  text-decoration: none;
  font: inherit;
  font-weight: 600;
`

const GroupButton = styled.button`
  ${rowStyles}
  border: 0;
  background: none;
  color: ${theme.colors.ink};
  cursor: pointer;
`

const MenuLink = styled(Link)<{$active: boolean}>`
  ${rowStyles}
  color: ${({$active}) => ($active ? theme.colors.primary : theme.colors.ink)};
  text-decoration: ${({$active}) => ($active ? 'underline' : 'none')};
  text-decoration-thickness: 3px;
  text-decoration-color: ${theme.colors.accent};
`

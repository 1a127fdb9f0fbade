'use client'
// /login's "Coming Soon" modal: open on arrival, closed by Escape, a backdrop click or its Close
// button. The native <dialog> (showModal) traps focus and makes the page behind it inert.
import {useEffect, useRef, type MouseEvent} from 'react'
import styled, {keyframes} from 'styled-components'
import {Button} from '@/components/ui/button'
import {media, theme} from '@/theme/theme'

/** Whether a click on the dialog element landed outside its box, i.e. on the ::backdrop. */
export function isBackdropClick(rect: DOMRect, x: number, y: number): boolean {
  return x < rect.left || x > rect.right || y < rect.top || y > rect.bottom
}

export function LoginDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)

  const open = () => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }
  const close = () => dialogRef.current?.close()

  // Open on arrival (guarded: development runs effects twice).
  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget
    // A keyboard "click" on a button inside has no coordinates (0, 0), so only clicks on the
    // dialog element itself are checked.
    if (event.target === dialog && isBackdropClick(dialog.getBoundingClientRect(), event.clientX, event.clientY)) {
      close()
    }
  }

  return (
    <>
      <Actions>
        <Button ref={openerRef} type="button" onClick={open}>
          Open login
        </Button>
      </Actions>
      <Dialog
        ref={dialogRef}
        aria-labelledby="login-dialog-title"
        aria-describedby="login-dialog-text"
        onClick={onClick}
        onClose={() => openerRef.current?.focus()}
      >
        <Panel>
          <Badge>
            <LockIcon />
          </Badge>
          <h2 id="login-dialog-title">Coming Soon</h2>
          <p id="login-dialog-text">
            Player and fan accounts are not open yet. Until then, everything on this site is open to everyone, no
            login needed.
          </p>
          <Button type="button" onClick={close}>
            Close
          </Button>
        </Panel>
      </Dialog>
    </>
  )
}

const Actions = styled.div`
  margin-top: ${theme.space.md};
`

const rise = keyframes`
  from {
    opacity: 0;
    transform: translateY(12px);
  }
`

function LockIcon() {
  return (
    <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" strokeLinecap="round" />
    </svg>
  )
}

const Dialog = styled.dialog`
  width: min(28rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  /* Clips the gold top edge to the rounded corners; scrolls on very short screens. */
  overflow: auto;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  color: ${theme.colors.ink};
  background: ${theme.colors.surface};

  &::backdrop {
    background: ${theme.colors.backdrop};
  }
  &[open] {
    animation: ${rise} 200ms ease-out;
  }
`

const Panel = styled.div`
  padding: ${theme.space.xl} ${theme.space.lg} ${theme.space.lg};
  text-align: center;
  border-top: 6px solid ${theme.colors.accent};
  ${media.sm} {
    padding: ${theme.space.xl};
  }

  h2 {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primaryDark};
  }
  p {
    margin: 0 0 ${theme.space.lg};
    color: ${theme.colors.inkMuted};
  }
`

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${theme.space.md};
  border-radius: 50%;
  background: ${theme.gradients.gold};
  color: ${theme.colors.primaryDark};
`

'use client'
// /login's "Coming Soon" modal: open on arrival, closed by Escape, a backdrop click or its Close
// button. The server HTML already has it open (with a Close button that works without script, a
// method="dialog" form); the script upgrades it to a real modal (showModal), which traps focus and
// makes the page behind it inert. While it is open the page behind does not scroll.
import {useEffect, useRef, type MouseEvent} from 'react'
import styled, {createGlobalStyle, keyframes} from 'styled-components'
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
  // Set while the server-opened dialog is reopened as a modal: that close is no visitor's doing.
  const upgrading = useRef(false)

  // Open on arrival as a modal: the server rendered it open but not modal (guarded: development
  // runs effects twice).
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog || dialog.dataset.modal) return
    dialog.dataset.modal = 'true'
    if (dialog.open) {
      upgrading.current = true
      dialog.close()
    }
    dialog.showModal()
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
      <LockScroll />
      <Dialog
        ref={dialogRef}
        open
        data-login=""
        aria-labelledby="login-dialog-title"
        aria-describedby="login-dialog-text"
        onClick={onClick}
        onClose={() => {
          if (upgrading.current) upgrading.current = false
          else openerRef.current?.focus()
        }}
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
          <form method="dialog">
            <Button
              type="submit"
              onClick={(event) => {
                event.preventDefault()
                close()
              }}
            >
              Close
            </Button>
          </form>
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

/** The page behind an open login dialog (modal or, without script, server-opened) stays put. */
const LockScroll = createGlobalStyle`
  html:has(dialog[data-login][open]) {
    overflow: hidden;
  }
`

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
  /* Opened by the server HTML (no script yet, or none at all): drawn like the modal, over a
     painted backdrop, until the script reopens it with showModal(). */
  &[open]:not(:modal) {
    position: fixed;
    inset: 0;
    margin: auto;
    z-index: 50;
    box-shadow: 0 0 0 100vmax ${theme.colors.backdrop};
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

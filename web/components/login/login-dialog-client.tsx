'use client'
// /login's "Coming Soon" modal: open on arrival, closed by Escape, a backdrop click or its Close
// button. The server HTML already has it open (with a Close button that works without script, a
// method="dialog" form); the script upgrades it to a real modal (showModal), which traps focus and
// makes the page behind it inert. Plain elements: their look comes from the frame around them
// (login-dialog.tsx), by the class names in login-dialog-classes.ts, so no styled-components code
// reaches the browser.
import {useEffect, useRef, type MouseEvent} from 'react'
import {loginDialog} from './login-dialog-classes'

/** Whether a click on the dialog element landed outside its box, i.e. on the ::backdrop. */
export function isBackdropClick(rect: DOMRect, x: number, y: number): boolean {
  return x < rect.left || x > rect.right || y < rect.top || y > rect.bottom
}

export function LoginDialogClient() {
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
      <div className={loginDialog.opener}>
        <button ref={openerRef} type="button" className={loginDialog.button} onClick={open}>
          Open login
        </button>
      </div>
      <dialog
        ref={dialogRef}
        open
        className={loginDialog.dialog}
        aria-labelledby="login-dialog-title"
        aria-describedby="login-dialog-text"
        onClick={onClick}
        onClose={() => {
          if (upgrading.current) upgrading.current = false
          else openerRef.current?.focus()
        }}
      >
        <div className={loginDialog.card}>
          <span className={loginDialog.badge}>
            <LockIcon />
          </span>
          <h2 id="login-dialog-title" className={loginDialog.title}>Coming Soon</h2>
          <p id="login-dialog-text" className={loginDialog.text}>
            Player and fan accounts are not open yet. Until then, everything on this site is open to everyone, no
            login needed.
          </p>
          <form method="dialog">
            <button
              type="submit"
              className={loginDialog.button}
              onClick={(event) => {
                event.preventDefault()
                close()
              }}
            >
              Close
            </button>
          </form>
        </div>
      </dialog>
    </>
  )
}

function LockIcon() {
  return (
    <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" strokeLinecap="round" />
    </svg>
  )
}

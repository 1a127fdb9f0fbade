// /login's "Coming Soon" modal in its frame: the dialog's card (a gold top edge, the lock badge), its
// rise on opening, the backdrop, and the page behind held still while it is open. The dialog itself is
// a client component of plain elements (login-dialog-client.tsx); this frame gives them their look through
// the class names both import from login-dialog-classes.ts.
import styled, {createGlobalStyle, keyframes} from 'styled-components'
import {buttonLook} from '@/components/ui/button'
import {media, theme} from '@/theme/theme'
import {loginDialog} from './login-dialog-classes'
import {LoginDialogClient} from './login-dialog-client'

export {isBackdropClick} from './login-dialog-client'

/** While the dialog is open (modal or, without script, opened by the server HTML) the page stays put. */
const HoldPageStill = createGlobalStyle`
  html:has(.${loginDialog.dialog}[open]) {
    overflow: hidden;
  }
`

const rise = keyframes`
  from {
    opacity: 0;
    transform: translateY(12px);
  }
`

const DialogFrame = styled.div`
  .${loginDialog.button} {
    ${buttonLook()}
  }
  .${loginDialog.opener} {
    margin-top: ${theme.space.md};
  }

  .${loginDialog.dialog} {
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
  }

  .${loginDialog.card} {
    padding: ${theme.space.xl} ${theme.space.lg} ${theme.space.lg};
    text-align: center;
    border-top: 6px solid ${theme.colors.accent};
    ${media.sm} {
      padding: ${theme.space.xl};
    }
  }
  .${loginDialog.title} {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primaryDark};
  }
  .${loginDialog.text} {
    margin: 0 0 ${theme.space.lg};
    color: ${theme.colors.inkMuted};
  }

  /* The lock badge over the title. */
  .${loginDialog.badge} {
    display: inline-grid;
    place-items: center;
    width: 56px;
    height: 56px;
    margin-bottom: ${theme.space.md};
    border-radius: 50%;
    background: ${theme.gradients.gold};
    color: ${theme.colors.primaryDark};
  }
`

export function LoginDialog() {
  return (
    <DialogFrame>
      <HoldPageStill />
      <LoginDialogClient />
    </DialogFrame>
  )
}

// The login dialog's look (login-dialog.tsx), by class name: part of the site stylesheet
// (components/layout/site-stylesheet.ts). While it is open (modal or, without script, opened by the
// server HTML) the page behind it stays put.
import {css} from 'styled-components'
import {media, theme} from '@/theme/theme'

export const loginDialogStyles = css`
  html:has(dialog[data-login][open]) {
    overflow: hidden;
  }

  .login-actions {
    margin-top: ${theme.space.md};
  }

  @keyframes login-rise {
    from {
      opacity: 0;
      transform: translateY(12px);
    }
  }

  .login-dialog {
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
      animation: login-rise 200ms ease-out;
    }
  }

  .login-panel {
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
  }

  .login-badge {
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

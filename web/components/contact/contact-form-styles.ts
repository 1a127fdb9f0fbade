// The contact form's look (contact-form.tsx), by class name: the white panel (the form, and the
// thank-you that replaces it, with the Coming Soon cards' gold stripe), the fields, each field's error
// and the announced summary. Part of the site stylesheet (components/layout/site-stylesheet.ts).
import {css} from 'styled-components'
import {goldStripe, theme} from '@/theme/theme'

export const contactFormStyles = css`
  .contact-panel {
    padding: ${theme.space.lg};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.card};

    h2 {
      font-size: ${theme.fontSizes.xl};
      color: ${theme.colors.primaryDark};
      margin-bottom: ${theme.space.xs};
    }
    p {
      margin: 0 0 ${theme.space.lg};
      color: ${theme.colors.inkMuted};
    }
  }
  .contact-thanks {
    align-self: start;
    padding-top: ${theme.space.xl};
    position: relative;
    overflow: hidden;

    /* A finished, friendly state. */
    ${goldStripe}
  }

  .contact-field {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
    margin-bottom: ${theme.space.md};

    label {
      font-weight: 700;
    }
    input,
    textarea {
      font: inherit;
      color: ${theme.colors.ink};
      background: ${theme.colors.surface};
      padding: ${theme.space.sm} ${theme.space.md};
      min-height: 44px;
      border: 1px solid ${theme.colors.inkMuted};
      border-radius: ${theme.radii.sm};
    }
    textarea {
      resize: vertical;
    }
    input:focus-visible,
    textarea:focus-visible {
      border-color: ${theme.colors.focus};
    }
    input:user-invalid,
    textarea:user-invalid,
    [aria-invalid='true'] {
      border-color: ${theme.colors.danger};
      box-shadow: inset 0 0 0 1px ${theme.colors.danger};
    }
  }

  /* Written inside the panel so they beat its muted "p" rule. */
  .contact-panel .contact-error {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
    color: ${theme.colors.danger};
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;

    span {
      display: inline-grid;
      place-items: center;
      flex: none;
      width: 1.25rem;
      height: 1.25rem;
      border-radius: 50%;
      background: ${theme.colors.danger};
      color: ${theme.colors.onPrimary};
      font-size: ${theme.fontSizes.xs};
    }
  }

  /* The announced summary: a tinted box with the danger colour's edge while there is something to fix. */
  .contact-panel .contact-summary {
    margin: 0;
    color: ${theme.colors.ink};
    font-weight: 600;

    &[data-shown='true'] {
      margin: 0 0 ${theme.space.md};
      padding: ${theme.space.sm} ${theme.space.md};
      border-left: 4px solid ${theme.colors.danger};
      border-radius: ${theme.radii.sm};
      background: color-mix(in srgb, ${theme.colors.danger} 8%, ${theme.colors.surface});
    }
  }
`

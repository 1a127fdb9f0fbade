// /contact's form in its white panel: the fields, each field's error, the announced summary, and the
// thank-you that replaces the form (with the Coming Soon cards' gold stripe). The form itself is a
// client component (contact-form-client.tsx) of plain elements; this frame gives them their look through
// the class names both import from contact-form-classes.ts.
import styled from 'styled-components'
import {buttonLook} from '@/components/ui/button'
import {goldStripe, theme} from '@/theme/theme'
import {contactForm} from './contact-form-classes'
import {ContactFormClient} from './contact-form-client'

const FormFrame = styled.div`
  .${contactForm.panel} {
    padding: ${theme.space.lg};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.card};
  }
  .${contactForm.title} {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primaryDark};
    margin-bottom: ${theme.space.xs};
  }
  .${contactForm.text} {
    margin: 0 0 ${theme.space.lg};
    color: ${theme.colors.inkMuted};
  }
  .${contactForm.submit} {
    ${buttonLook()}
  }

  /* The thank-you: a finished, friendly state. */
  .${contactForm.thanks} {
    padding-top: ${theme.space.xl};
    position: relative;
    overflow: hidden;
    ${goldStripe}
  }
  .${contactForm.again} {
    ${buttonLook('secondary')}
  }

  /* A field: its label, control and (when it has one) its error. */
  .${contactForm.field} {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
    margin-bottom: ${theme.space.md};
  }
  .${contactForm.label} {
    font-weight: 700;
  }
  .${contactForm.control} {
    font: inherit;
    color: ${theme.colors.ink};
    background: ${theme.colors.surface};
    padding: ${theme.space.sm} ${theme.space.md};
    min-height: 44px;
    border: 1px solid ${theme.colors.inkMuted};
    border-radius: ${theme.radii.sm};
    resize: vertical;
  }
  /* A field marked wrong keeps the focus colour on its border while focused; one the browser finds
     wrong (no script) shows the danger colour even then. */
  .${contactForm.control}[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${theme.colors.danger};
  }
  .${contactForm.control}:focus-visible {
    border-color: ${theme.colors.focus};
  }
  .${contactForm.control}:user-invalid {
    border-color: ${theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${theme.colors.danger};
  }

  /* A field's error, with its "!" badge. */
  .${contactForm.error} {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
    color: ${theme.colors.danger};
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
  }
  .${contactForm.errorBadge} {
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

  /* The announced summary: a tinted box with the danger colour's edge while there is something to fix. */
  .${contactForm.summary} {
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

export function ContactForm({supportEmail}: {supportEmail: string | null}) {
  return (
    <FormFrame>
      <ContactFormClient supportEmail={supportEmail} />
    </FormFrame>
  )
}

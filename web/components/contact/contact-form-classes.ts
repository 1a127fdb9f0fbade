// The class names by which the contact form's frame (contact-form.tsx) styles the plain elements of
// its client component (contact-form-client.tsx): both import them from here, so neither depends on
// the other's markup.
export const contactForm = {
  /** The form's white panel, and the thank-you that replaces it. */
  panel: 'contact-panel',
  thanks: 'contact-thanks',
  title: 'contact-title',
  text: 'contact-text',
  /** The announced summary of the fields to fix. */
  summary: 'contact-summary',
  /** A field: its label, control and (when it has one) its error. */
  field: 'contact-field',
  label: 'contact-label',
  control: 'contact-control',
  error: 'contact-error',
  errorBadge: 'contact-error-badge',
  submit: 'contact-submit',
  /** The thank-you's "Write another message". */
  again: 'contact-again',
} as const

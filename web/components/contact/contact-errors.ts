// What /contact's form says about each field that cannot be sent: one message per field, from the
// browser's own constraint checks (required, type="email"), so the rule with and without script is
// the same; a name or message of spaces only counts as missing.

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactErrors = Partial<Record<ContactField, string>>

export const FIELD_LABELS: Record<ContactField, string> = {name: 'Name', email: 'Email', message: 'Message'}

type Checked = Pick<HTMLInputElement | HTMLTextAreaElement, 'value' | 'validity'>

/** The message for one field, or null when it can be sent. */
export function fieldError(field: ContactField, input: Checked): string | null {
  if (input.validity.valueMissing || input.value.trim() === '') {
    return field === 'email' ? 'Enter your email address.' : `Enter your ${field}.`
  }
  if (field === 'email' && input.validity.typeMismatch) return 'Enter an email address like name@example.com.'
  return null
}

/** Every field's message, in the form's order; empty when the form can be sent. */
export function contactErrors(form: HTMLFormElement): ContactErrors {
  const errors: ContactErrors = {}
  for (const field of CONTACT_FIELDS) {
    const input = form.elements.namedItem(field)
    if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) continue
    const error = fieldError(field, input)
    if (error) errors[field] = error
  }
  return errors
}

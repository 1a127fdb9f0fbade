'use client'
// /contact's form. Nothing is sent anywhere (the league has no mail service yet): a valid submit only swaps the form for a
// thank-you, which takes focus so screen-reader and keyboard users land on it. Errors are the site's own: with script the
// form turns off the browser's bubbles (noValidate) and shows a message under each field (aria-describedby, aria-invalid),
// a summary that is announced, and focus on the first field to fix; without script the native `required` checks still run.
import {useEffect, useRef, useState, type FormEvent} from 'react'
import styled from 'styled-components'
import {Button} from '@/components/ui/button'
import {goldStripe, theme} from '@/theme/theme'
import {CONTACT_FIELDS, contactErrors, fieldError, FIELD_LABELS, type ContactErrors, type ContactField} from './contact-errors'

const fieldId = (field: ContactField) => `contact-${field}`
const errorId = (field: ContactField) => `contact-${field}-error`

export function ContactForm({supportEmail}: {supportEmail: string | null}) {
  const [sentBy, setSentBy] = useState<string | null>(null)
  const [errors, setErrors] = useState<ContactErrors>({})
  const thanksRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (sentBy !== null) thanksRef.current?.focus()
  }, [sentBy])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const found = contactErrors(form)
    setErrors(found)
    const first = CONTACT_FIELDS.find((field) => found[field])
    if (first) {
      form.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus()
      return
    }
    const name = new FormData(form).get('name')
    setSentBy(typeof name === 'string' ? name.trim() : '')
  }

  /** A message shown for a field goes as soon as the field is fixed (never appears while typing). */
  const onInput = (field: ContactField) => (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (!errors[field] || fieldError(field, event.currentTarget)) return
    setErrors(({[field]: _fixed, ...rest}) => rest)
  }

  if (sentBy !== null) {
    return (
      <Thanks ref={thanksRef} role="status" tabIndex={-1}>
        <h2>Thank you{sentBy ? `, ${sentBy}` : ''}!</h2>
        <p>
          Thanks for reaching out. This form does not send or store messages yet
          {supportEmail ? (
            <>
              , so to be sure the organisers hear from you, please also write to{' '}
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </>
          ) : (
            '.'
          )}
        </p>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setErrors({})
            setSentBy(null)
          }}
        >
          Write another message
        </Button>
      </Thanks>
    )
  }

  const wrong = CONTACT_FIELDS.filter((field) => errors[field])
  const control = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    required: true,
    onInput: onInput(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  })

  return (
    <Form onSubmit={onSubmit} ref={takeOverValidation} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <p>All fields are required.</p>
      {/* Always in the page, so its text is announced when it appears. */}
      <Summary aria-live="polite" data-shown={wrong.length > 0}>
        {wrong.length > 0
          ? `${wrong.length === 1 ? 'One field needs' : `${wrong.length} fields need`} attention: ${wrong.map((f) => FIELD_LABELS[f]).join(', ')}.`
          : null}
      </Summary>
      <Field>
        <label htmlFor={fieldId('name')}>Name</label>
        <input {...control('name')} type="text" autoComplete="name" />
        <FieldError field="name" errors={errors} />
      </Field>
      <Field>
        <label htmlFor={fieldId('email')}>Email</label>
        <input {...control('email')} type="email" autoComplete="email" />
        <FieldError field="email" errors={errors} />
      </Field>
      <Field>
        <label htmlFor={fieldId('message')}>Message</label>
        <textarea {...control('message')} rows={6} />
        <FieldError field="message" errors={errors} />
      </Field>
      <Button type="submit">Send Message</Button>
    </Form>
  )
}

/** Only once the script runs (the form is mounted in the browser) does it take over validation from
 * the browser's bubbles; the server HTML keeps native validation for a visitor without script. */
function takeOverValidation(form: HTMLFormElement | null) {
  if (form) form.noValidate = true
}

function FieldError({field, errors}: {field: ContactField; errors: ContactErrors}) {
  const error = errors[field]
  if (!error) return null
  return (
    <ErrorText id={errorId(field)}>
      <span aria-hidden="true">!</span>
      {error}
    </ErrorText>
  )
}

const panel = `
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
`

const Form = styled.form`
  ${panel}
`

const Thanks = styled.div`
  ${panel}
  align-self: start;
  padding-top: ${theme.space.xl};
  position: relative;
  overflow: hidden;

  /* The same gold stripe as the Coming Soon cards: a finished, friendly state. */
  ${goldStripe}
`

const Field = styled.div`
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
`

/** Doubled class: beats the panel's muted "p" style. */
const ErrorText = styled.p`
  && {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
    color: ${theme.colors.danger};
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
  }

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
`

/** The announced summary: a tinted box with the danger colour's edge while there is something to fix. */
const Summary = styled.p`
  && {
    margin: 0;
    color: ${theme.colors.ink};
    font-weight: 600;
  }
  &&[data-shown='true'] {
    margin: 0 0 ${theme.space.md};
    padding: ${theme.space.sm} ${theme.space.md};
    border-left: 4px solid ${theme.colors.danger};
    border-radius: ${theme.radii.sm};
    background: color-mix(in srgb, ${theme.colors.danger} 8%, ${theme.colors.surface});
  }
`

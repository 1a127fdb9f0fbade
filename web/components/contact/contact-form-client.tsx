'use client'
// /contact's form. Nothing is sent anywhere (the league has no mail service yet): a valid submit only swaps the form for a
// thank-you, which takes focus so screen-reader and keyboard users land on it. Errors are the site's own: with script the
// form turns off the browser's bubbles (noValidate) and shows a message under each field (aria-describedby, aria-invalid),
// a summary that is announced, and focus on the first field to fix; without script the native `required` checks still run.
// Plain elements: their look comes from the frame around them (contact-form.tsx), by the class names in contact-form-classes.ts,
// so no styled-components code reaches the browser.
import {useEffect, useRef, useState, type FormEvent} from 'react'
import {contactForm} from './contact-form-classes'
import {CONTACT_FIELDS, contactErrors, fieldError, FIELD_LABELS, type ContactErrors, type ContactField} from './contact-errors'

const fieldId = (field: ContactField) => `contact-${field}`
const errorId = (field: ContactField) => `contact-${field}-error`

export function ContactFormClient({supportEmail}: {supportEmail: string | null}) {
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
      <div ref={thanksRef} role="status" tabIndex={-1} className={`${contactForm.panel} ${contactForm.thanks}`}>
        <h2 className={contactForm.title}>Thank you{sentBy ? `, ${sentBy}` : ''}!</h2>
        <p className={contactForm.text}>
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
        <button
          type="button"
          className={contactForm.again}
          onClick={() => {
            setErrors({})
            setSentBy(null)
          }}
        >
          Write another message
        </button>
      </div>
    )
  }

  const wrong = CONTACT_FIELDS.filter((field) => errors[field])
  const control = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    className: contactForm.control,
    required: true,
    onInput: onInput(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  })

  return (
    <form onSubmit={onSubmit} ref={takeOverValidation} aria-labelledby="contact-form-title" className={contactForm.panel}>
      <h2 id="contact-form-title" className={contactForm.title}>Send us a message</h2>
      <p className={contactForm.text}>All fields are required.</p>
      {/* Always in the page, so its text is announced when it appears. */}
      <p aria-live="polite" className={contactForm.summary} data-shown={wrong.length > 0}>
        {wrong.length > 0
          ? `${wrong.length === 1 ? 'One field needs' : `${wrong.length} fields need`} attention: ${wrong.map((f) => FIELD_LABELS[f]).join(', ')}.`
          : null}
      </p>
      <div className={contactForm.field}>
        <label className={contactForm.label} htmlFor={fieldId('name')}>Name</label>
        <input {...control('name')} type="text" autoComplete="name" />
        <FieldError field="name" errors={errors} />
      </div>
      <div className={contactForm.field}>
        <label className={contactForm.label} htmlFor={fieldId('email')}>Email</label>
        <input {...control('email')} type="email" autoComplete="email" />
        <FieldError field="email" errors={errors} />
      </div>
      <div className={contactForm.field}>
        <label className={contactForm.label} htmlFor={fieldId('message')}>Message</label>
        <textarea {...control('message')} rows={6} />
        <FieldError field="message" errors={errors} />
      </div>
      <button type="submit" className={contactForm.submit}>Send Message</button>
    </form>
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
    <p id={errorId(field)} className={contactForm.error}>
      <span aria-hidden="true" className={contactForm.errorBadge}>!</span>
      {error}
    </p>
  )
}
